// The cluster lane's analytics (step 7): beacons sent through instance A, instance B and nginx
// at once are all stored, each once, with one visitor key per visitor whichever instance
// answered (the day's salt lives in Postgres, shared); beacons still queued when an instance
// is stopped (SIGTERM) are written before it exits.
import pg from 'pg'

const browser = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const VISITORS = 60
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** A visitor's address, each in a network of its own (a key drops an address's last octet). */
const visitorAddress = (index, block = 64) => `100.${block}.${index}.9`

function sendBeacon(url, { address, path, campaign }) {
  return fetch(`${url}/api/event`, {
    method: 'POST',
    headers: { 'user-agent': browser, 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address },
    body: JSON.stringify({ kind: 'view', path, referrer: '', utm_source: 'cluster', utm_campaign: campaign, screen: 'desktop' }),
  }).then((response) => response.status)
}

/** Page views and distinct visitor keys of a campaign, read from Postgres as its superuser. */
async function stored(database, campaign) {
  const { rows } = await database.query(
    `select count(*)::int as views, count(distinct visitor_key)::int as visitors from analytics.events where utm_campaign = $1`,
    [campaign],
  )
  return rows[0]
}

/** Waits until the rows of a campaign stop growing (the instances write every 200 ms). */
async function settled(database, campaign) {
  let last = await stored(database, campaign)
  for (;;) {
    await sleep(1000)
    const now = await stored(database, campaign)
    if (now.views === last.views) return now
    last = now
  }
}

export async function checkAnalytics({ instances, nginx, databaseUrl, check }) {
  const database = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  const [a, b] = instances
  try {
    // Each visitor sees two pages, the first answered by A, the second by B; the lane itself
    // (nginx's client, whatever X-Forwarded-For it sends) sees a page of its own per visitor.
    const campaign = `cluster-${Date.now()}`
    const statuses = await Promise.all(
      Array.from({ length: VISITORS }, (_, index) => [
        sendBeacon(a.url, { address: visitorAddress(index), path: '/', campaign }),
        sendBeacon(b.url, { address: visitorAddress(index), path: '/about', campaign }),
        sendBeacon(nginx.url, { address: visitorAddress(index), path: '/events', campaign }),
      ]).flat(),
    )
    const answered = statuses.filter((status) => status === 204).length
    const counted = await settled(database, campaign)
    check(
      `${statuses.length} beacons through A, B and nginx at once: all answered 204 and each stored once`,
      answered === statuses.length && counted.views === statuses.length,
      `${answered} answered 204, ${counted.views} stored`,
    )
    check(
      `one visitor key per visitor whichever instance answered: ${VISITORS} visitors and the lane behind nginx`,
      counted.visitors === VISITORS + 1,
      `${counted.visitors} distinct keys`,
    )

    // Beacons B still holds in memory when it is told to stop are written before it exits.
    const lastCampaign = `cluster-stop-${Date.now()}`
    const lastStatuses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => sendBeacon(b.url, { address: visitorAddress(index % 250, 65), path: '/membership', campaign: lastCampaign })),
    )
    await b.stop('SIGTERM')
    const afterStop = await stored(database, lastCampaign)
    await b.start()
    check(
      '200 beacons answered by B just before a SIGTERM are all stored when it has exited',
      lastStatuses.every((status) => status === 204) && afterStop.views === lastStatuses.length,
      `${afterStop.views} of ${lastStatuses.length} stored`,
    )
    return { beacons: statuses.length, stored: counted.views, visitors: counted.visitors, storedAtStop: afterStop.views }
  } finally {
    await database.end()
  }
}
