import { describe, expect, it } from 'vitest';
import { choiceValues, isChoiceOptionType } from './option-values';

describe('choiceValues', () => {
  it("prefers the definition's values, then the type's list", () => {
    expect(choiceValues({ type: 'alignment', values: ['left', 'right'] })).toEqual(['left', 'right']);
    expect(choiceValues({ type: 'verticalAlignment' })).toEqual(['top', 'center', 'bottom']);
    expect(choiceValues({ type: 'gameOptions' })).toEqual(['start', 'addPlayers', 'share', 'coupon']);
    expect(choiceValues({ type: 'text' })).toEqual([]);
  });

  it('knows which types are single choices', () => {
    expect(isChoiceOptionType('textPosition')).toBe(true);
    expect(isChoiceOptionType('colorSwatches')).toBe(false);
  });
});
