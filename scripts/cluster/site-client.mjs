// The site's server functions over HTTP, as its own client calls them (seroval payload, the
// x-tsr-serverFn header, a same-origin Origin), with a client address of the caller's choosing
// (the instances trust one proxy: X-Forwarded-For's last entry) and a cookie jar of one session.
import { fromCrossJSON, toJSONAsync } from 'seroval'

export const admin = { email: 'admin@example.com', password: 'admin-demo-password' }

/** A client address no other check uses (198.18.0.0/15 is set aside for tests of networks). */
export function freshAddress() {
  const byte = () => Math.floor(Math.random() * 254) + 1
  return `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`
}

export async function callServerFn(baseUrl, id, data, { address, cookie } = {}) {
  const response = await fetch(`${baseUrl}/_serverFn/${id}`, {
    method: 'POST',
    headers: {
      'x-tsr-serverFn': 'true',
      origin: new URL(baseUrl).origin,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      ...(address ? { 'x-forwarded-for': address } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(await toJSONAsync({ data })),
  })
  const text = await response.text()
  let result
  try {
    result = fromCrossJSON(JSON.parse(text), { refs: new Map() })?.result
  } catch {
    result = undefined
  }
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text,
    result,
    setCookies: response.headers.getSetCookie(),
  }
}

/** One sign-in attempt: `{ status, outcome }`, outcome 'signed-in', 'wrong-password', 'refused' or the text. */
export async function signIn(baseUrl, { address, password, email = admin.email }) {
  const answer = await callServerFn(baseUrl, 'auth--signIn', { email, password }, { address })
  const outcome =
    answer.status === 429
      ? 'refused'
      : answer.result?.error === null && answer.result.auth?.user
        ? 'signed-in'
        : answer.result?.error?.message === 'Invalid login credentials'
          ? 'wrong-password'
          : `unexpected: ${answer.text.slice(0, 200)}`
  return { ...answer, outcome }
}

/** Signs the admin in and answers the Cookie header of the session. */
export async function adminSession(baseUrl, address) {
  const answer = await signIn(baseUrl, { address, password: admin.password })
  if (answer.outcome !== 'signed-in')
    throw new Error(`the admin could not sign in on ${baseUrl}: ${answer.status} ${answer.outcome}`)
  return answer.setCookies.map((cookie) => cookie.slice(0, cookie.indexOf(';'))).join('; ')
}
