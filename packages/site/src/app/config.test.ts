import { DEFAULT_SITE_SETTINGS } from '../index';
import { describe, expect, it } from 'vitest';

import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults the API to the page origin and the site to the spec defaults', () => {
    const config = readConfig({});
    expect(config.apiBaseUrl).toBe('');
    expect(config.site).toEqual({ ...DEFAULT_SITE_SETTINGS, hasSubPages: true });
    expect(config.site.phone).toBe('1800-7905');
    expect(config.site.centerCode).toBe('CT0000');
  });

  it.each(['https://api.example.kr', 'http://127.0.0.1:3000', '/backend'])(
    'accepts %s as the API base',
    (value) => {
      expect(readConfig({ VITE_API_BASE_URL: value }).apiBaseUrl).toBe(value);
    },
  );

  it("reads the site's address for canonical URLs, none by default", () => {
    expect(readConfig({}).siteUrl).toBe('');
    expect(readConfig({ VITE_SITE_URL: 'https://www.lawfirm.example' }).siteUrl).toBe(
      'https://www.lawfirm.example',
    );
    expect(() => readConfig({ VITE_SITE_URL: 'www.lawfirm.example' })).toThrow(/VITE_SITE_URL/);
  });

  it('reads every site setting', () => {
    const { site } = readConfig({
      VITE_CENTER_CODE: 'CT0023',
      VITE_PHONE: '02-1234-5678',
      VITE_MAIN_SITE_URL: 'https://lawfirm.example',
      VITE_STATIC_BASE_URL: 'https://cdn.lawfirm.example',
      VITE_CHAT_CHANNEL_URL: 'https://chat.lawfirm.example/ch',
      VITE_ACE_URL: 'https://ace.lawfirm.example',
      VITE_GA_MEASUREMENT_ID: 'G-TEST123',
    });
    expect(site).toMatchObject({
      centerCode: 'CT0023',
      phone: '02-1234-5678',
      mainSiteUrl: 'https://lawfirm.example',
      staticBaseUrl: 'https://cdn.lawfirm.example',
      chatChannelUrl: 'https://chat.lawfirm.example/ch',
      aceUrl: 'https://ace.lawfirm.example',
      analyticsId: 'G-TEST123',
    });
  });

  it('reads the identity service and the client key, same origin and lawfirm-web by default', () => {
    expect(readConfig({}).signIn).toEqual({ authHost: '', clientKey: 'lawfirm-web' });
    expect(
      readConfig({
        VITE_AUTH_HOST: 'https://auth.lawfirm.example',
        VITE_AUTH_CLIENT_KEY: 'web.main',
      }).signIn,
    ).toEqual({ authHost: 'https://auth.lawfirm.example', clientKey: 'web.main' });
  });

  it.each([
    ['VITE_API_BASE_URL', 'api.example.kr'],
    ['VITE_CENTER_CODE', 'firm'],
    ['VITE_PHONE', '18007905'],
    ['VITE_ACE_URL', 'ftp://ace.example'],
    ['VITE_GA_MEASUREMENT_ID', 'UA-1234'],
    ['VITE_AUTH_HOST', 'auth.example.kr'],
    ['VITE_AUTH_CLIENT_KEY', 'client key'],
  ])('refuses a malformed %s, naming it', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
