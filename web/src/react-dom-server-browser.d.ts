// React 18 exports its web-streams renderer from the browser build only; the
// server render (app/server-render.tsx) uses it in Node, which has web streams.
declare module 'react-dom/server.browser' {
  export { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server';
}
