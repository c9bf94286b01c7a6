/*
 * Repute's Zapier integration, in the shape the Zapier Platform CLI pushes (`zapier push` from this folder): OAuth
 * 2.0 against a self-hosted Repute, REST-hook triggers on its outgoing webhooks and actions on its API (decision
 * 0168). Nothing here needs Zapier's packages to be loaded: the repository's tests run it against the real API.
 */
const { version } = require('./package.json');
const authentication = require('./lib/authentication');
const { CREATES } = require('./lib/creates');
const { addBearerToken } = require('./lib/repute-api');
const { TRIGGERS } = require('./lib/triggers');

const byKey = (items) => Object.fromEntries(items.map((item) => [item.key, item]));

module.exports = {
  version,
  platformVersion: '17.0.0',
  authentication,
  beforeRequest: [addBearerToken],
  triggers: byKey(TRIGGERS),
  creates: byKey(CREATES),
};
