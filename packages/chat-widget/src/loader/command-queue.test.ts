import { describe, expect, it } from 'vitest';

import { createCommandQueue } from './command-queue';

describe('createCommandQueue', () => {
  it('records calls until connected, then replays them in order', () => {
    const { stub, connect } = createCommandQueue();
    stub('setBannerHeight', 60);
    stub('open');
    const received: [string, unknown[]][] = [];
    connect((command, args) => received.push([command, args]));
    expect(received).toEqual([
      ['setBannerHeight', [60]],
      ['open', []],
    ]);
    expect(stub.q).toEqual([]);
  });

  it('hands calls made after connecting straight to the handler', () => {
    const { stub, connect } = createCommandQueue();
    const received: string[] = [];
    connect((command) => received.push(command));
    stub('close');
    expect(received).toEqual(['close']);
  });

  it('replays calls a host-page stub queued (as `arguments` objects) before its own', () => {
    function earlyStub(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params -- the pattern host pages paste
      return arguments;
    }
    const { stub, connect } = createCommandQueue([
      earlyStub('open'),
      earlyStub('setBannerHeight', 40),
    ]);
    stub('close');
    const received: [string, unknown[]][] = [];
    connect((command, args) => received.push([command, args]));
    expect(received).toEqual([
      ['open', []],
      ['setBannerHeight', [40]],
      ['close', []],
    ]);
  });

  it('ignores calls without a command name', () => {
    const { stub, connect } = createCommandQueue([[42]]);
    stub('open');
    const received: string[] = [];
    connect((command) => received.push(command));
    expect(received).toEqual(['open']);
  });
});
