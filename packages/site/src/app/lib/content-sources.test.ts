import { describe, expect, it } from 'vitest';

import { readConfig } from '../config';
import { ANALYTICS_SOURCES, siteContentSources } from './content-sources';

describe('siteContentSources', () => {
  it('names no other origin with the defaults', () => {
    expect(siteContentSources(readConfig({}))).toEqual({
      script: [],
      style: [],
      img: [],
      font: [],
      connect: [],
    });
    expect(siteContentSources(readConfig({ VITE_API_BASE_URL: '/backend' })).connect).toEqual([]);
  });

  it('adds the origin of every host a setting names, and the analytics hosts with an id', () => {
    const sources = siteContentSources(
      readConfig({
        VITE_API_BASE_URL: 'https://api.lawfirm.example/v2',
        VITE_STATIC_BASE_URL: 'https://img.lawfirm.example/files',
        VITE_ACE_URL: 'https://ace.example.kr/track?x=1',
        VITE_GA_MEASUREMENT_ID: 'G-TEST1234',
      }),
    );
    expect(sources.connect).toEqual([
      'https://api.lawfirm.example',
      'wss://api.lawfirm.example',
      'https://ace.example.kr',
      ...(ANALYTICS_SOURCES.connect ?? []),
    ]);
    expect(sources.img).toEqual([
      'https://api.lawfirm.example',
      'https://img.lawfirm.example',
      ...(ANALYTICS_SOURCES.img ?? []),
    ]);
    expect(sources.script).toEqual(['https://www.googletagmanager.com']);
  });
});
