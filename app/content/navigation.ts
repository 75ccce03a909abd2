/** The main navigation, in order. */
export const mainNavigation = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Membership', to: '/membership' },
  { label: 'Experts', to: '/experts' },
  { label: 'Creators', to: '/creators' },
  { label: 'Events', to: '/events' },
] as const

export const notFoundCopy = {
  title: 'Oops! Page not found',
  explanation:
    'The address may be mistyped, or the page may have moved. Check the link, or head back to the home page to find what you need.',
  returnHome: 'Return to Home',
} as const

export const footerCopy = {
  tagline: 'A community for accounting professionals and firms: CPE, strategy, peers and experts in one place.',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms & Conditions',
  logIn: 'Log In',
} as const
