import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      databaseReplicaUrl: undefined,
      publicUrl: 'http://127.0.0.1:8080',
      trustProxy: false,
      smtpUrl: undefined,
      logLevel: 'info',
      webConcurrency: 1,
      demoMode: true,
      serveWebApp: true,
      billing: { mode: 'sandbox' },
      npiRegistryUrl: 'https://npiregistry.cms.hhs.gov/api/',
      yelpApiKey: undefined,
      googleClientId: undefined,
      googleClientSecret: undefined,
      facebookAppId: undefined,
      facebookAppSecret: undefined,
      sessionIdleDays: 14,
      sessionLifetimeDays: 30,
      testClockStart: undefined,
      s3: undefined,
      responseCacheMb: 64,
      maxConnectionsPerAddress: 256,
      hstsMaxAge: 0,
      sentryDsn: undefined,
      production: false,
      twilio: undefined,
      smsSendsPerSecond: 1,
      webhookAllowPrivateTargets: false,
    });
  });

  it("reads the tests' scheduling clock as an instant, and refuses anything else with its format", () => {
    expect(loadConfig({ TEST_CLOCK_START: '2026-03-02T08:15:05.000Z' }).testClockStart).toEqual(
      new Date('2026-03-02T08:15:05.000Z'),
    );
    expect(() => loadConfig({ TEST_CLOCK_START: 'tomorrow' })).toThrow(
      /TEST_CLOCK_START: expected an ISO 8601 instant/,
    );
  });

  it('reads the S3 bucket for files, and refuses half a key pair or keys without a bucket', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'repute-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'repute-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ S3_BUCKET: 'b', S3_REGION: 'eu-west-3' }).s3).toMatchObject({
      region: 'eu-west-3',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('reads Twilio for SMS requests only with its SID, token and sender together', () => {
    expect(loadConfig({}).twilio).toBeUndefined();
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15557654321' }).twilio,
    ).toEqual({ accountSid: 'AC1', authToken: 'token', from: '+15557654321', baseUrl: undefined });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token' })).toThrow(
      /TWILIO_ACCOUNT_SID: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together/,
    );
    expect(() => loadConfig({ TWILIO_API_URL: 'not a url' })).toThrow(/TWILIO_API_URL/);
  });

  it('reads the chat endpoint for reply drafts with its base and model together, the key optional', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1:8b' }).llm).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3.1:8b',
    });
    expect(
      loadConfig({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_MODEL: 'm', LLM_API_KEY: 'sk' }).llm?.apiKey,
    ).toBe('sk');
    expect(() => loadConfig({ LLM_BASE_URL: 'https://api.openai.com/v1' })).toThrow(
      /LLM_BASE_URL: set LLM_BASE_URL and LLM_MODEL together/,
    );
    expect(() => loadConfig({ LLM_API_KEY: 'sk' })).toThrow(/LLM_API_KEY/);
    expect(() => loadConfig({ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
  });

  it('reads the map tiles under the Local Search heat map: an XYZ template with its attribution, or none', () => {
    expect(loadConfig({}).localSearchTiles).toBeUndefined();
    const osm = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(
      loadConfig({ LOCAL_SEARCH_TILE_URL: osm, LOCAL_SEARCH_TILE_ATTRIBUTION: '© OpenStreetMap contributors' })
        .localSearchTiles,
    ).toEqual({ url_template: osm, attribution: '© OpenStreetMap contributors' });
    expect(() => loadConfig({ LOCAL_SEARCH_TILE_URL: osm })).toThrow(
      /LOCAL_SEARCH_TILE_ATTRIBUTION: set LOCAL_SEARCH_TILE_URL and LOCAL_SEARCH_TILE_ATTRIBUTION together/,
    );
    expect(() =>
      loadConfig({ LOCAL_SEARCH_TILE_URL: 'https://tiles.example/{z}/{x}.png', LOCAL_SEARCH_TILE_ATTRIBUTION: 'x' }),
    ).toThrow(/LOCAL_SEARCH_TILE_URL: a tile template names \{z\}, \{x\} and \{y\}/);
    expect(() =>
      loadConfig({ LOCAL_SEARCH_TILE_URL: 'tiles/{z}/{x}/{y}', LOCAL_SEARCH_TILE_ATTRIBUTION: 'x' }),
    ).toThrow(/LOCAL_SEARCH_TILE_URL/);
  });

  it("reads the SMS provider's sending rate, fractions allowed, and refuses anything but a positive number", () => {
    expect(loadConfig({ SMS_SENDS_PER_SECOND: '30' }).smsSendsPerSecond).toBe(30);
    expect(loadConfig({ SMS_SENDS_PER_SECOND: '0.5' }).smsSendsPerSecond).toBe(0.5);
    expect(() => loadConfig({ SMS_SENDS_PER_SECOND: '0' })).toThrow(
      /SMS_SENDS_PER_SECOND: expected a number of messages a second above 0/,
    );
    expect(() => loadConfig({ SMS_SENDS_PER_SECOND: 'fast' })).toThrow(
      /SMS_SENDS_PER_SECOND: expected a number of messages a second/,
    );
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 192.168.0.0/16,::1,fd00::/8, loopback ' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '1.5', '10.0.0.5,,10.0.0.6'])(
    'refuses TRUST_PROXY=%s with a message naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: expected a number of proxies/);
    },
  );

  it('reads the connection cap and the HSTS max-age', () => {
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '1000', HSTS_MAX_AGE: '31536000' })).toMatchObject({
      maxConnectionsPerAddress: 1000,
      hstsMaxAge: 31_536_000,
    });
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
    expect(() => loadConfig({ HSTS_MAX_AGE: 'a year' })).toThrow(/HSTS_MAX_AGE: expected a number of seconds/);
    expect(() => loadConfig({ HSTS_MAX_AGE: '99999999' })).toThrow(/HSTS_MAX_AGE: expected at most/);
  });

  it('reads how long sessions last, and refuses an idle timeout longer than the lifetime', () => {
    expect(loadConfig({ SESSION_IDLE_DAYS: '0.5', SESSION_LIFETIME_DAYS: '7' })).toMatchObject({
      sessionIdleDays: 0.5,
      sessionLifetimeDays: 7,
    });
    expect(() => loadConfig({ SESSION_IDLE_DAYS: 'soon' })).toThrow(/SESSION_IDLE_DAYS/);
    expect(() => loadConfig({ SESSION_LIFETIME_DAYS: '0' })).toThrow(/SESSION_LIFETIME_DAYS/);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '60', SESSION_LIFETIME_DAYS: '30' })).toThrow(ConfigError);
  });

  it('reads the Yelp API key, blank as none', () => {
    expect(loadConfig({ YELP_API_KEY: ' yelp-key ' }).yelpApiKey).toBe('yelp-key');
    expect(loadConfig({ YELP_API_KEY: '' }).yelpApiKey).toBeUndefined();
  });

  it("reads where Google Places and Yelp are (a test's fakes, a proxy), their public addresses when unset", () => {
    expect(
      loadConfig({ GOOGLE_PLACES_API_URL: 'http://127.0.0.1:9001', YELP_API_URL: 'http://127.0.0.1:9002' }),
    ).toMatchObject({ googlePlacesApiUrl: 'http://127.0.0.1:9001', yelpApiUrl: 'http://127.0.0.1:9002' });
    expect(loadConfig({})).toMatchObject({ googlePlacesApiUrl: undefined, yelpApiUrl: undefined });
    expect(() => loadConfig({ YELP_API_URL: 'not a url' })).toThrow(/YELP_API_URL/);
  });

  it('reads the Google OAuth client, blank as none', () => {
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: ' 1234.apps.googleusercontent.com ', GOOGLE_CLIENT_SECRET: 'GOCSPX-secret' }),
    ).toMatchObject({ googleClientId: '1234.apps.googleusercontent.com', googleClientSecret: 'GOCSPX-secret' });
    expect(loadConfig({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: ' ' })).toMatchObject({
      googleClientId: undefined,
      googleClientSecret: undefined,
    });
  });

  it('reads the Facebook app, blank as none', () => {
    expect(loadConfig({ FACEBOOK_APP_ID: ' 1234567890 ', FACEBOOK_APP_SECRET: 'fb-secret' })).toMatchObject({
      facebookAppId: '1234567890',
      facebookAppSecret: 'fb-secret',
    });
    expect(loadConfig({ FACEBOOK_APP_ID: '', FACEBOOK_APP_SECRET: ' ' })).toMatchObject({
      facebookAppId: undefined,
      facebookAppSecret: undefined,
    });
  });

  it('reads demo mode and the NPI registry address', () => {
    expect(loadConfig({ DEMO_MODE: 'false', NPI_REGISTRY_URL: 'http://127.0.0.1:9999/api/' })).toMatchObject({
      demoMode: false,
      npiRegistryUrl: 'http://127.0.0.1:9999/api/',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      REPUTE_DATA_DIR: '/srv/repute',
      DATABASE_URL: 'postgres://u:p@db:5432/repute',
      DATABASE_REPLICA_URL: 'postgres://u:p@standby:5432/repute',
      PUBLIC_URL: 'https://reviews.example.com/',
      SMTP_URL: 'smtp://mail:25',
      LOG_LEVEL: 'debug',
      WEB_CONCURRENCY: '4',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/repute',
      databaseUrl: 'postgres://u:p@db:5432/repute',
      databaseReplicaUrl: 'postgres://u:p@standby:5432/repute',
      publicUrl: 'https://reviews.example.com',
      smtpUrl: 'smtp://mail:25',
      logLevel: 'debug',
      webConcurrency: 4,
    });
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['WEB_CONCURRENCY', '0'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_URL', 'nope'],
    ['DEMO_MODE', 'maybe'],
    ['NPI_REGISTRY_URL', 'not a url'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});

describe('error tracking settings', () => {
  it('reads SENTRY_DSN (off by default) and whether NODE_ENV is production', () => {
    expect(loadConfig({ SENTRY_DSN: 'https://key@errors.example/7', NODE_ENV: 'production' })).toMatchObject({
      sentryDsn: 'https://key@errors.example/7',
      production: true,
    });
    expect(loadConfig({ SENTRY_DSN: '' }).sentryDsn).toBeUndefined();
  });
});
