/**
 * The page's only script before any interaction: inline in `<head>`, allowed by its CSP hash.
 *
 * It loads nothing by itself. The first time the visitor reaches for an island (pointer,
 * touch, focus, key, input) it records that island and injects the runtime, which then
 * hydrates it. Clicks on script-only buttons (`type="button"`, no native behaviour) made
 * before their island hydrates are recorded too, and replayed once it has. A page with an
 * island that must act on its own (`data-hydrate="idle"`, the not-found redirect) loads the
 * runtime after the load event. With the runtime it preloads `preload` (React and the hydration
 * module, which every island needs) and the touched island's own chunks (its `data-preload`),
 * so they all arrive together rather than one after the other.
 * Keep in step with `wake-queue.ts`.
 */
export function loaderScript(entryUrl: string, preload: readonly string[] = []): string {
  return `(function(){
var d=document,q={woken:[],clicks:[],wake:null},started=false,loaded={};
d.documentElement.classList.remove("no-js");
window.__islands=q;
function preload(urls){urls.forEach(function(u){if(!u||loaded[u])return;loaded[u]=1;var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)})}
function start(){if(started)return;started=true;preload(${JSON.stringify(preload)});var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entryUrl)};d.head.appendChild(s)}
function island(t){return t instanceof Element?t.closest("[data-island]:not([data-hydrating])"):null}
function wake(e){var el=island(e.target);if(!el)return;if(!started)start();preload((el.getAttribute("data-preload")||"").split(" "));if(q.wake)q.wake(el);else if(q.woken.indexOf(el)<0)q.woken.push(el)}
["pointerdown","touchstart","focusin","keydown","input"].forEach(function(t){d.addEventListener(t,wake,{capture:true,passive:true})});
d.addEventListener("click",function(e){var b=e.target instanceof Element?e.target.closest('button[type="button"]:not([popovertarget])'):null;if(b&&island(b))q.clicks.push(b)},true);
addEventListener("load",function(){if(d.querySelector('[data-hydrate="idle"]'))start()})
})()`
}
