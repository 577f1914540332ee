/**
 * The page's only script before any interaction: inline in `<head>`, allowed by its CSP hash.
 *
 * It loads nothing by itself. The first time the visitor reaches for an island (pointer,
 * touch, focus, key, input) it records that island and injects the runtime, which then
 * hydrates it. Clicks on script-only buttons (`type="button"`, no native behaviour) made
 * before their island hydrates are recorded too, and replayed once it has. A page with an
 * island that must act on its own (`data-hydrate="idle"`, the not-found redirect) loads the
 * runtime after the load event. Keep in step with `wake-queue.ts`.
 */
export function loaderScript(entryUrl: string): string {
  return `(function(){
var d=document,q={woken:[],clicks:[],wake:null},started=false;
d.documentElement.classList.remove("no-js");
window.__islands=q;
function start(){if(started)return;started=true;var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entryUrl)};d.head.appendChild(s)}
function island(t){return t instanceof Element?t.closest("[data-island]:not([data-hydrating])"):null}
function wake(e){var el=island(e.target);if(!el)return;if(q.wake)q.wake(el);else{if(q.woken.indexOf(el)<0)q.woken.push(el);start()}}
["pointerdown","touchstart","focusin","keydown","input"].forEach(function(t){d.addEventListener(t,wake,{capture:true,passive:true})});
d.addEventListener("click",function(e){var b=e.target instanceof Element?e.target.closest('button[type="button"]:not([popovertarget])'):null;if(b&&island(b))q.clicks.push(b)},true);
addEventListener("load",function(){if(d.querySelector('[data-hydrate="idle"]'))start()})
})()`
}
