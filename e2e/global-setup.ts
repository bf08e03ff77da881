import { ensureWebBuilt } from '../scripts/build-web.mjs';

// The browser tests run against the built web app, served by the real server.
export default function setup() {
  ensureWebBuilt();
}
