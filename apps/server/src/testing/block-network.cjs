// Preloaded (node -r) into a process and each of its worker threads: any attempt to reach the
// network throws and is reported on stderr as NETWORK-ATTEMPT, so a test can prove none was made.
// Local pipes (a socket path, as tsx uses for its own IPC) are not the network and stay open.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload, for node -r */
const net = require('node:net');
const dns = require('node:dns');
const http = require('node:http');
const https = require('node:https');
const tls = require('node:tls');

function refuse(what) {
  process.stderr.write(`NETWORK-ATTEMPT ${what}\n`);
  if (process.env.GIUS_NET_TRACE) process.stderr.write(`${new Error().stack}\n`);
  throw new Error(`network blocked: ${what}`);
}
function isPipe(args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  return typeof first === 'string' || (first !== null && typeof first === 'object' && 'path' in first);
}
function pipesOnly(original, what) {
  return function (...args) {
    return isPipe(args) ? original.apply(this, args) : refuse(what);
  };
}
net.Socket.prototype.connect = pipesOnly(net.Socket.prototype.connect, 'socket.connect');
net.connect = pipesOnly(net.connect, 'net.connect');
net.createConnection = pipesOnly(net.createConnection, 'net.createConnection');
tls.connect = () => refuse('tls.connect');
dns.lookup = () => refuse('dns.lookup');
dns.promises.lookup = () => refuse('dns.lookup');
http.request = http.get = () => refuse('http.request');
https.request = https.get = () => refuse('https.request');
globalThis.fetch = () => refuse('fetch');
