import { describe, expect, it } from 'vitest';
import { optionSaveRequest } from './save-request';

describe('optionSaveRequest', () => {
  it('addresses a group by its id', () => {
    expect(optionSaveRequest({ itemType: 'group', groupId: 'g' }, 'alignment', 'left')).toEqual({
      itemType: 'group',
      linkId: 'g',
      data: { options: { alignment: 'left' } },
    });
  });

  it('addresses a field by id, group and slot; a missing field is created', () => {
    expect(optionSaveRequest({ itemType: 'field', groupId: 'g', fieldId: null, slot: 'button1' }, 'link', null)).toEqual({
      itemType: 'field',
      linkId: null,
      groupId: 'g',
      slot: 'button1',
      data: { options: { link: null } },
    });
  });
});
