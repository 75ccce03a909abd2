import * as React from 'react'
import { useForm } from '@tanstack/react-form'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { LogIn } from 'lucide-react'
import { adminLoginCopy, adminLoginToasts } from '~/content/admin'
import { canSubmitLogin } from '~/lib/admin-login'
import { notify } from '~/lib/notify'
import { signIn } from '~/server/auth.functions'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'

const loginFields = [
  { name: 'email', label: adminLoginCopy.email, type: 'email', autoComplete: 'username', placeholder: adminLoginCopy.emailPlaceholder },
  { name: 'password', label: adminLoginCopy.password, type: 'password', autoComplete: 'current-password', placeholder: undefined },
] as const

/**
 * The admin sign-in form: a success toast, then /admin (history replaced) once the user is
 * recognised as staff; the code step when their account has an authenticator; their account
 * page when the rule asks them to set one up first; a signed-in user without a role stays here
 * with no message.
 */
export function AdminLoginForm() {
  const navigate = useNavigate()
  const router = useRouter()
  const ids = { email: React.useId(), password: React.useId() }

  const form = useForm({
    defaultValues: { email: '', password: '' },
    onSubmit: async ({ value }) => {
      try {
        const result = await signIn({
          data: { email: value.email.trim(), password: value.password },
        })
        if (result.error) {
          notify.error(adminLoginToasts.failedTitle, result.error.message)
          return
        }
        notify.clear()
        notify.success(adminLoginToasts.success.title, adminLoginToasts.success.description)
        if (result.auth.access === 'granted') {
          await navigate({ to: '/admin', replace: true })
        } else if (result.auth.access === 'needs-enrolment') {
          await navigate({ to: '/admin/account', replace: true })
        } else {
          // The session changed (the code step comes next, or nothing): let the routes look at it again.
          await router.invalidate()
        }
      } catch (error) {
        notify.error(adminLoginToasts.failedTitle, adminLoginToasts.unexpected, error)
      }
    },
  })

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {loginFields.map((login) => (
        <form.Field key={login.name} name={login.name}>
          {(field) => (
            <div className="grid gap-2">
              <Label htmlFor={ids[login.name]}>{login.label}</Label>
              <Input
                id={ids[login.name]}
                name={field.name}
                type={login.type}
                autoComplete={login.autoComplete}
                required
                placeholder={login.placeholder}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
            </div>
          )}
        </form.Field>
      ))}
      <form.Subscribe
        selector={(state) => [canSubmitLogin(state.values), state.isSubmitting] as const}
      >
        {([ready, submitting]) => (
          <Button type="submit" className="mt-1 w-full" disabled={!ready || submitting}>
            <LogIn aria-hidden="true" />
            {submitting ? adminLoginCopy.submitting : adminLoginCopy.submit}
          </Button>
        )}
      </form.Subscribe>
      <Link to="/admin/password" className="justify-self-start rounded-md text-sm font-semibold text-primary hover:underline">
        {adminLoginCopy.forgotPassword}
      </Link>
    </form>
  )
}
