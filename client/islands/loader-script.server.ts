import { CYCLE_DB_NAME, LOG_KEPT_KEY } from './cycles/has-cycle-log.ts'

/**
 * The page's only script before any interaction: inline in `<head>`, allowed by its CSP hash.
 *
 * It loads nothing by itself, and does nothing during a press but note the island pressed: even
 * inserting the preload links on `pointerdown` delayed the press's own frame (issue 27). Once the
 * press is over (its `click`, or a `focusin`, `keydown` or `input` made without a pointer), it
 * waits for the frame that shows the press's effect and then for the browser's next idle moment
 * (decision 038): requesting the scripts costs 30–50 ms of main thread at 4× (each request goes
 * through the service worker), which a tap's `pointerup` came too early to hide, since its
 * `click` follows a frame later. When the press leaves the focus in a field the visitor types
 * into (`:read-write`: text, date and number fields, not a radio or a select), it waits for that
 * frame only: at 4× a focused field kept Chromium from any idle moment
 * for the whole 500 ms, and the island must be ready for the result the typing leads to
 * (decision 039). A pointer that never clicks (a long press) releases after 1 s;
 * a scroll (`pointercancel`) releases at once. Then it injects the runtime with preloads of what it
 * imports (React and the hydration module, which every island needs) and of the island's own
 * chunks (its `data-preload`), so that they all arrive together rather than one after the other.
 *
 * While a form field has the focus, the root element has the class `typing`
 * (Related Tools steps aside for a phone's keyboard): a `:root:has(…:focus)` rule made every
 * change of focus look through the whole page, 3–5 ms of a press's style work at 4×.
 *
 * Until its island has hydrated, a press that HTML can answer at once is answered here, and the
 * island adopts the result as it hydrates (`adopted-controls.ts`): a tab (`role="tab"`) is
 * selected and its panel shown; a stepper button (`data-step`) steps its number field when it
 * holds a number in its range (the island's own clamp gives the same); a turning button
 * (`data-turn`, the visualizer's Previous and Next) shows the neighbouring child of the box it
 * controls, and disables itself at either end. Other
 * clicks on script-only buttons (`type="button"`, no native behaviour) are recorded and replayed
 * once their island has hydrated. A page with an island that must act on its own
 * (`data-hydrate="idle"`, the not-found redirect) loads the runtime after the load event; one
 * that shows the browser's own cycle log (`data-hydrate="cycle-log"`, My cycles) does so only when
 * the browser lists that database, as `hasCycleLog` asks (or cannot list its databases), and
 * otherwise waits for a touch like any other island (issue 60, item 8), unless the address carries
 * a sync link (`#sync=` or `#view=`, issue 62), which a device with no log yet opens to read one.
 * On that page alone
 * (`<html data-device-log>`) it reads, before anything is drawn, whether the device's log holds
 * periods (`noteLogKept`), and says so with the class `device-log-kept`, so that the first screen
 * is kept for today's form rather than the form pushing the page down as it arrives.
 * Once the page has loaded and the browser is idle, it registers the service worker (`/sw.js`,
 * scripts/service-worker.ts), which keeps the site working offline, and asks it to keep this page
 * too (not one with a query: its address holds health dates), which loaded before the worker ran,
 * with what its islands name to keep (`data-keep`: My cycles' later messages, so that the log reads
 * offline on the next visit though the island never woke online).
 * Keep in step with `wake-queue.ts`.
 *
 * Its first line asks V8 to compile every function of it as the page loads (a compile hint):
 * a tap at 4× otherwise paid 1–4 ms to compile each handler it reached (`intent`, `release`, the
 * focus class) in the middle of its own events. And the wait for the press's frame looks at the
 * focus only after that frame (a task posted from its `requestAnimationFrame`), not inside it.
 */
export function loaderScript(entryUrl: string, preload: readonly string[] = []): string {
  return `//# allFunctionsCalledOnLoad
(function(){
var P=${JSON.stringify(preload)},d=document,q={woken:[],clicks:[],wake:null},started=false,loaded={},pending=[],down=false,later=false,taps=0;
d.documentElement.classList.remove("no-js");
if(d.documentElement.hasAttribute("data-device-log"))try{if(localStorage.getItem(${JSON.stringify(LOG_KEPT_KEY)}))d.documentElement.classList.add("device-log-kept")}catch(e){}
window.__islands=q;
function preload(urls){urls.forEach(function(u){if(!u||loaded[u])return;loaded[u]=1;var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)})}
function start(){if(started)return;started=true;preload(P);var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entryUrl)};d.head.appendChild(s)}
function island(t){return t instanceof Element?t.closest("[data-island]:not([data-hydrating])"):null}
function flush(){later=false;if(down)return;preload(P);pending.splice(0).forEach(function(el){preload((el.getAttribute("data-preload")||"").split(" "));if(q.wake)q.wake(el);else if(q.woken.indexOf(el)<0)q.woken.push(el)});start()}
function focused(s){var a=d.activeElement;return!!(a&&a.matches(s))}
function idle(){if(window.requestIdleCallback&&!focused(":read-write"))requestIdleCallback(flush,{timeout:500});else setTimeout(flush,0)}
function soon(){if(later||!pending.length)return;later=true;requestAnimationFrame(function(){setTimeout(idle,0)})}
function intent(e){if(e.type==="pointerdown"||e.type==="touchstart"){if(!down)taps++;down=true}var el=island(e.target);if(!el)return;if(pending.indexOf(el)<0)pending.push(el);if(!down)soon()}
function release(){down=false;soon()}
function lifted(){var n=taps;setTimeout(function(){if(down&&n===taps)release()},1000)}
["pointerdown","touchstart","focusin","keydown","input"].forEach(function(t){d.addEventListener(t,intent,{capture:true,passive:true})});
["focusin","focusout"].forEach(function(t){d.addEventListener(t,function(){d.documentElement.classList.toggle("typing",focused("input,select,textarea"))})});
["pointercancel","click"].forEach(function(t){d.addEventListener(t,release,{capture:true,passive:true})});
["pointerup","touchend"].forEach(function(t){d.addEventListener(t,lifted,{capture:true,passive:true})});
function answer(b){var t=b.getAttribute("role")==="tab",n=b.getAttribute("data-step"),m=b.getAttribute("data-turn"),i,s,j;
if(t){[].forEach.call(b.parentNode.querySelectorAll('[role="tab"]'),function(o){var on=o===b;o.setAttribute("aria-selected",on);o.tabIndex=on?0:-1;var p=d.getElementById(o.getAttribute("aria-controls"));if(p)p.hidden=!on});return true}
if(m&&(s=d.getElementById(b.getAttribute("aria-controls")))){s=s.children;for(i=0;i<s.length&&s[i].hidden;i++);j=Math.min(Math.max(i+ +m,0),s.length-1);if(s[i])s[i].hidden=true;s[j].hidden=false;[].forEach.call(b.parentNode.querySelectorAll("[data-turn]"),function(o){o.disabled=o.getAttribute("data-turn")<0?j===0:j===s.length-1});return true}
if(n&&(i=b.parentNode.querySelector('input[type="number"]'))&&i.value>=+i.min&&i.value<=+i.max&&i.value!==""){n>0?i.stepUp():i.stepDown();i.dispatchEvent(new Event("input",{bubbles:true}));return true}
return false}
d.addEventListener("click",function(e){var b=e.target instanceof Element?e.target.closest('button[type="button"]:not([popovertarget])'):null;if(b&&island(b)&&!answer(b))q.clicks.push(b)},true);
function logged(g){var x=window.indexedDB,on=function(){g.setAttribute("data-hydrate","idle");start()};if(/^#(sync|view)=/.test(location.hash))return on();if(!x)return;if(typeof x.databases!=="function")return on();x.databases().then(function(l){if(l.some(function(b){return b.name===${JSON.stringify(CYCLE_DB_NAME)}}))on()},function(){})}
addEventListener("load",function(){var g=d.querySelector('[data-hydrate="cycle-log"]');if(d.querySelector('[data-hydrate="idle"]'))start();else if(g)logged(g);var w=navigator.serviceWorker;if(w)(window.requestIdleCallback||setTimeout)(function(){w.register("/sw.js").catch(function(){});location.search||w.ready.then(function(r){r.active.postMessage({type:"CACHE_URLS",payload:{urlsToCache:[[location.pathname,{headers:{Accept:"text/html"}}]].concat([].map.call(d.querySelectorAll("[data-keep]"),function(e){return e.getAttribute("data-keep")}))}})})})})
})()`
}
