// The chat's workflow offers the site's fields (seed/group-seed.ts, seed/case-type-seed.ts):
// every one of the 25 once, by its name, the most-asked on the start's one tile page, each
// field's case types as its choices.
import { OBJECT_ACTIONS } from '@lawfirm/api-client/chat';
import { describe, expect, it } from 'vitest';

import { CATEGORY_CODES } from '../constants';
import { CASE_TYPE_SEED } from './case-type-seed';
import { GROUP_SEED } from './group-seed';
import {
  CHAT_FIRST_FIELDS,
  TILE_GROUP_PAGE_SIZE,
  WORKFLOW_SEED,
  WORKFLOW_STEPS,
  buildWorkflowSeed,
} from './workflow-seed';

const step = (key: string) => WORKFLOW_STEPS.find((candidate) => candidate.key === key)!;
const fieldNames = GROUP_SEED.groups
  .filter((group) => (CATEGORY_CODES as readonly string[]).includes(group.code))
  .map((group) => group.codeName);
const fieldChoices = (key: string) =>
  step(key)
    .objects.filter(
      (object) => object.action === 'workflowCall' && object.next.startsWith('field-'),
    )
    .map((object) => object.name);

describe('the chat workflow seed', () => {
  it('offers each of the site’s 25 fields once, by the site’s name, and nothing else', () => {
    expect(fieldNames).toHaveLength(25);
    const offered = [...fieldChoices('start'), ...fieldChoices('more-fields')];
    expect(offered).toHaveLength(25);
    expect([...offered].sort()).toEqual([...fieldNames].sort());
  });

  it('puts the most-asked fields first, then more fields and a phone call, on one tile page', () => {
    const start = step('start');
    expect(start.objects).toHaveLength(TILE_GROUP_PAGE_SIZE);
    expect(fieldChoices('start')).toEqual(
      CHAT_FIRST_FIELDS.map(
        (code) => GROUP_SEED.groups.find((group) => group.code === code)!.codeName,
      ),
    );
    expect(start.objects.slice(-2).map((object) => [object.name, object.action])).toEqual([
      ['다른 분야 보기', 'workflowCall'],
      ['전화 상담', 'phoneCall'],
    ]);
  });

  it('lists the other fields in the site’s order', () => {
    expect(fieldChoices('more-fields')).toEqual(
      fieldNames.filter((name) => !fieldChoices('start').includes(name)),
    );
  });

  it('asks each field’s case types, with a way on for any other matter', () => {
    for (const code of CATEGORY_CODES) {
      const group = GROUP_SEED.groups.find((candidate) => candidate.code === code)!;
      const choices = step(`field-${group.codeDesc}`).objects;
      expect(choices.map((object) => object.name)).toEqual([
        ...CASE_TYPE_SEED.filter((type) => type.groupCode === code).map((type) => type.tagTitle),
        '그 밖의 일이에요',
      ]);
      expect(choices.every((object) => 'next' in object && object.next === 'contact')).toBe(true);
    }
  });

  it('keeps the messenger channel among the ways to talk at the contact step', () => {
    expect(step('contact').objects.map((object) => object.action)).toEqual([
      'input',
      'internalLink',
      'phoneCall',
      'messengerConnect',
    ]);
  });

  it('writes rows whose workflow calls all lead to a step', () => {
    const numbers = new Set(WORKFLOW_SEED.workflows.map((row) => row.workFlowNumber));
    for (const object of WORKFLOW_SEED.objects) {
      if (object.actionCode === OBJECT_ACTIONS.workflowCall) {
        expect(numbers.has(object.nextWorkFlowNumber!)).toBe(true);
      }
    }
    expect(() =>
      buildWorkflowSeed([
        { ...step('start'), objects: [{ name: 'x', action: 'workflowCall', next: 'nowhere' }] },
      ]),
    ).toThrow(/unknown next step nowhere/);
  });
});
