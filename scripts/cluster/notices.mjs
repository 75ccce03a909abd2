// The cluster lane's e-mail notices (step 6): both instances run the notice worker against a
// local SMTP sink (smtp-server, scripts/lib/mail-sink.mjs). An application arrives within 10 s
// with its fields and an admin link that opens; HTML typed in a name arrives escaped; with the
// sink down for 30 s the notice arrives once it is back; applications sent through both
// instances arrive exactly once each.
import { startMailSink } from '../lib/mail-sink.mjs'
import { adminSession, callServerFn, freshAddress } from './site-client.mjs'

const ARRIVAL_BOUND_MS = 10_000
const SINK_DOWN_MS = 30_000

export const noticeSettings = (smtpPort) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  NOTIFY_TO: 'team@example.com',
  MAIL_FROM: 'site@community.example.com',
})

/** The sink the instances send to; `restart()` brings it back on the same port. */
export async function startNoticeSink(port) {
  let sink = await startMailSink({ port })
  const received = []
  const collect = () => received.push(...sink.messages.splice(0))
  return {
    /** Every message received so far, across restarts. */
    messages: () => {
      collect()
      return received
    },
    async stop() {
      collect()
      await sink.close()
    },
    async restart() {
      sink = await startMailSink({ port })
    },
    close: () => sink.close(),
  }
}

function application(name, email) {
  return {
    idempotencyKey: crypto.randomUUID(),
    partnershipTypes: ['workshops'],
    professionalRoles: ['expert-service-provider'],
    experience: 'senior',
    digitalReach: 'digital-authority',
    expertiseMethod: 'speaker-educator',
    expertiseAreas: ['tax-planning'],
    partnershipMotivation: 'A workshop on tax planning.',
    contactInfo: { name, email, company: 'Notice Firm', phone: '', title: '', linkedin: '' },
  }
}

/** Sends a partnership application through an instance, as the wizard does; answers the server's answer (its reference). */
export async function apply(baseUrl, name, email = 'notice.applicant@example.com') {
  const answer = await callServerFn(baseUrl, 'submissions--submitApplication', application(name, email), { address: freshAddress() })
  if (answer.status !== 200) throw new Error(`the application was refused: ${answer.status} ${answer.text.slice(0, 300)}`)
  return answer
}

export async function timeUntil(predicate, limitMs, everyMs = 100) {
  const started = performance.now()
  while (performance.now() - started < limitMs) {
    if (await predicate()) return Math.round(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  return undefined
}

const withSubject = (sink, text) => sink.messages().filter((mail) => mail.subject?.includes(text))

export async function checkNotices({ sink, instances, nginx, check }) {
  const [a, b] = instances
  const figures = {}

  // An application arrives, with its fields and a link that opens in the admin area.
  const name = `Notice Applicant ${Date.now()}`
  await apply(a.url, name)
  const arrivedMs = await timeUntil(() => withSubject(sink, name).length > 0, 30_000)
  check(`an application arrives at the mailbox within ${ARRIVAL_BOUND_MS / 1000} s`, arrivedMs !== undefined && arrivedMs < ARRIVAL_BOUND_MS, `${arrivedMs ?? 'never (30 s)'} ms`)
  const [mail] = withSubject(sink, name)
  const link = /https?:\/\/\S+\/admin\/applications\?open=[0-9a-f-]{36}/.exec(mail?.text ?? '')?.[0]
  check(
    'it says who applied (name, e-mail, company), comes from MAIL_FROM to NOTIFY_TO, and has a text and an HTML part',
    !!mail &&
      mail.text.includes(`Name: ${name}`) &&
      mail.text.includes('E-mail: notice.applicant@example.com') &&
      mail.text.includes('Company: Notice Firm') &&
      mail.from?.text === 'site@community.example.com' &&
      mail.to?.text === 'team@example.com' &&
      typeof mail.html === 'string' &&
      mail.html.includes(name),
    mail?.subject,
  )
  const cookie = await adminSession(a.url, freshAddress())
  const target = link ? new URL(link) : undefined
  const opened = target ? await fetch(new URL(target.pathname + target.search, nginx.url), { headers: { cookie } }) : undefined
  const page = opened ? await opened.text() : ''
  check('its admin link, to that application, opens the inbox (through nginx, signed in)', opened?.status === 200 && page.includes('Applications'), `${link} -> ${opened?.status}`)
  figures.arrivalMs = arrivedMs

  // HTML typed in a name arrives escaped.
  const hostile = `<img src=x onerror=alert(1)> Mallory ${Date.now()}`
  await apply(b.url, hostile)
  await timeUntil(() => withSubject(sink, 'Mallory').length > 0, 15_000)
  const [escaped] = withSubject(sink, 'Mallory')
  check(
    'HTML in an applicant’s name arrives escaped in the HTML part',
    !!escaped && escaped.html.includes('&lt;img src=x onerror=alert(1)&gt; Mallory') && !escaped.html.includes('<img'),
  )

  // Each notice exactly once with two instances sending.
  const batch = `Batch ${Date.now()}`
  for (let index = 0; index < 10; index++) await apply(instances[index % 2].url, `${batch} #${index}`)
  await timeUntil(() => withSubject(sink, batch).length >= 10, 30_000)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const batchMails = withSubject(sink, batch)
  const distinctIds = new Set(batchMails.map((each) => each.messageId)).size
  check('10 applications through both instances arrive exactly once each', batchMails.length === 10 && distinctIds === 10, `${batchMails.length} mails, ${distinctIds} Message-IDs`)
  figures.twoInstances = { sent: 10, received: batchMails.length, distinctMessageIds: distinctIds }

  // The mail server down for 30 s: the notice waits and arrives once, after it is back.
  await sink.stop()
  const patient = `Patient Applicant ${Date.now()}`
  await apply(a.url, patient)
  await new Promise((resolve) => setTimeout(resolve, SINK_DOWN_MS))
  await sink.restart()
  const afterBackMs = await timeUntil(() => withSubject(sink, patient).length > 0, 60_000)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  check(
    `with the mailbox down for ${SINK_DOWN_MS / 1000} s, the notice arrives once it is back, exactly once`,
    afterBackMs !== undefined && withSubject(sink, patient).length === 1,
    `${afterBackMs ?? 'never (60 s)'} ms after it came back`,
  )
  const retried = instances.flatMap((instance) => instance.log()).filter((line) => line.event === 'notice-send-failed').length
  check('the failed tries were logged and retried', retried >= 1, `${retried} failed tries`)
  figures.sinkDown = { downMs: SINK_DOWN_MS, arrivedAfterBackMs: afterBackMs, failedTries: retried }
  return figures
}
