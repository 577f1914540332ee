declare module 'virtual:client-assets' {
  const assets: import('../client/client-assets.ts').ClientAssets
  export default assets
}
