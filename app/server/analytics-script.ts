/**
 * The beacon of the site's analytics: one small inline script at the end of every public
 * page (no request of its own, no cookie, nothing stored on the device). Once the page has
 * loaded and the browser is idle it reports the page view with `navigator.sendBeacon` to the
 * site's own origin (`connect-src 'self'` allows it); later page views of the same visit are
 * the router's history changes; a click on a link to the community platform is reported as it
 * happens (a beacon outlives the page it leaves). The admin area, and browsers driven by
 * automation (`navigator.webdriver`), send nothing.
 *
 * Its text depends only on the configuration, so its CSP hash is the same on every page.
 */
import { screenClassWidths } from '../domain/analytics.ts'
import { BEACON_PATH } from '../lib/analytics-beacon.ts'

export function analyticsBeaconScript(communityOrigins: readonly string[]): string {
  return (
    `(function(){var n=navigator,w=window,d=document,l=location,h=history,O=${JSON.stringify(communityOrigins).replaceAll('<', '\\u003c')},last;` +
    'if(n.webdriver||!n.sendBeacon)return;' +
    'function off(){return /^\\/admin(\\/|$)/.test(l.pathname)}' +
    `function send(b){n.sendBeacon(${JSON.stringify(BEACON_PATH)},JSON.stringify(b))}` +
    'function view(){var p=l.pathname,r="";if(p===last||off())return;' +
    'if(last===void 0&&d.referrer)try{r=new URL(d.referrer).hostname}catch(e){}' +
    'last=p;var q=new URLSearchParams(l.search),x=w.innerWidth;' +
    'send({kind:"view",path:p,referrer:r,utm_source:q.get("utm_source"),utm_medium:q.get("utm_medium"),utm_campaign:q.get("utm_campaign"),' +
    `screen:x<${screenClassWidths.phone}?"phone":x<${screenClassWidths.tablet}?"tablet":"desktop"})}` +
    'function soon(){if(d.readyState==="complete")(w.requestIdleCallback||setTimeout)(view,{timeout:2e3})}' +
    '["pushState","replaceState"].forEach(function(k){var f=h[k];h[k]=function(){var r=f.apply(this,arguments);soon();return r}});' +
    'w.addEventListener("popstate",soon);if(d.readyState==="complete")soon();else w.addEventListener("load",soon);' +
    'function click(e){var a=e.target&&e.target.closest&&e.target.closest("a[href]");' +
    'if(a&&O.indexOf(a.origin)>=0&&!off())send({kind:"click",path:l.pathname,href:a.href})}' +
    // auxclick fires for every other button: only the middle one opens the link.
    'd.addEventListener("click",click,true);d.addEventListener("auxclick",function(e){if(e.button===1)click(e)},true)})()'
  )
}

/** Adds the beacon to a public page's HTML, at the end of its body. */
export function withAnalyticsBeacon(html: string, script: string): string {
  return html.replace('</body>', () => `<script>${script}</script></body>`)
}
