import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DOT_SHAPES } from '../../../../qr/render/design.js';
import { dotShapeTiles } from './style-tiles.js';
import { TilePicker, type TileOption } from './tile-picker.js';

/** A picker holding its own value, as the generator's tabs do through the design state. */
function Harness<T extends string>({
  options,
  initial,
}: {
  options: readonly TileOption<T>[];
  initial: T | null;
}) {
  const [value, setValue] = useState<T | null>(initial);
  return (
    <>
      <button type="button">Before</button>
      <TilePicker<T>
        label="Dot shape"
        value={value}
        options={options}
        onChange={(next) => setValue(next)}
      />
      <button type="button">After</button>
      <output>{value ?? 'none'}</output>
    </>
  );
}

const checkedName = () =>
  screen.getAllByRole('radio').find((r) => r.getAttribute('aria-checked') === 'true')?.textContent;

describe('TilePicker', () => {
  it('is one radio group with a named tile per dot shape of src/qr, each with its picture', () => {
    render(<Harness options={dotShapeTiles()} initial="square" />);
    const group = screen.getByRole('radiogroup', { name: 'Dot shape' });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(DOT_SHAPES.length);
    expect(radios.map((r) => r.textContent)).toEqual([
      'Square',
      'Circle',
      'Rounded',
      'Classy rounded',
    ]);
    expect(group.querySelectorAll('img[src^="data:image/svg+xml"]')).toHaveLength(
      DOT_SHAPES.length,
    );
    expect(checkedName()).toBe('Square');
  });

  it('takes one Tab stop at the checked tile; arrows move and choose, wrapping; Home/End', async () => {
    const user = userEvent.setup();
    render(<Harness options={dotShapeTiles()} initial="rounded" />);
    screen.getByRole('button', { name: 'Before' }).focus();

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Rounded' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Classy rounded' }));
    expect(screen.getByRole('status').textContent).toBe('classy-rounded');
    await user.keyboard('{ArrowDown}');
    expect(checkedName()).toBe('Square');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Square' }));
    await user.keyboard('{ArrowLeft}');
    expect(checkedName()).toBe('Classy rounded');
    await user.keyboard('{ArrowUp}');
    expect(checkedName()).toBe('Rounded');
    await user.keyboard('{Home}');
    expect(checkedName()).toBe('Square');
    await user.keyboard('{End}');
    expect(checkedName()).toBe('Classy rounded');

    // The group is a single Tab stop: the next Tab leaves it.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Classy rounded' }));
  });

  it('chooses with a click or Space, and with nothing checked enters at the first tile', async () => {
    const user = userEvent.setup();
    render(<Harness options={dotShapeTiles()} initial={null} />);
    expect(checkedName()).toBeUndefined();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Square' }));
    await user.keyboard(' ');
    expect(checkedName()).toBe('Square');
    await user.click(screen.getByRole('radio', { name: 'Circle' }));
    expect(checkedName()).toBe('Circle');
    expect(screen.getByRole('status').textContent).toBe('circle');
  });
});
