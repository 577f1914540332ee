// The Worker, Node and the tests always use the polyfill: workerd's own Temporal is behind a
// flag, and a deployed one was seen returning epoch 0 from Temporal.Now.
export { Temporal } from 'temporal-polyfill/implementation'
