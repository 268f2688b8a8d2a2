import { beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorPicker } from './color-picker.js';
import { hsvToHex } from './colour.js';
import { HEX_ERROR } from './hex-field.js';

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix's popover positioning needs the constructor to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/** A real parent: holds the colour in state, as the generator form will, and logs commits. */
function setup(initial = '#000000', props: { disabled?: boolean } = {}) {
  const commits: string[] = [];
  function Parent() {
    const [value, setValue] = useState(initial);
    return (
      <ColorPicker
        label="Foreground"
        value={value}
        disabled={props.disabled}
        onChange={(hex) => {
          commits.push(hex);
          setValue(hex);
        }}
      />
    );
  }
  const user = userEvent.setup();
  render(<Parent />);
  return { commits, user };
}

async function open(
  user: ReturnType<typeof userEvent.setup>,
  name: string | RegExp = /^Foreground/,
) {
  await user.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog', { name: 'Foreground colour' });
}

/** jsdom does no layout: give the element a box so pointer positions mean something. */
function giveBox(
  el: HTMLElement,
  box: { left: number; top: number; width: number; height: number },
) {
  el.getBoundingClientRect = () =>
    ({
      ...box,
      x: box.left,
      y: box.top,
      right: box.left + box.width,
      bottom: box.top + box.height,
      toJSON() {},
    }) as DOMRect;
}

const hexInput = () => screen.getByLabelText('Hex') as HTMLInputElement;

describe('ColorPicker', () => {
  it('shows a swatch button named by the label and the current value, and opens a popover', async () => {
    const { user } = setup('#12ab34');
    const button = screen.getByRole('button', { name: 'Foreground #12AB34' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Foreground colour' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Saturation and brightness' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Hue' }).getAttribute('aria-valuemax')).toBe('360');
    expect(hexInput().value).toBe('#12AB34');
    expect((screen.getByLabelText('Red (0-255)') as HTMLInputElement).value).toBe('18');
  });

  it('commits a typed hex on Enter and on blur, accepting #RGB and a missing #', async () => {
    const { user, commits } = setup();
    await open(user);
    await user.clear(hexInput());
    await user.type(hexInput(), '#3a7{Enter}');
    expect(commits).toEqual(['#33AA77']);
    expect(screen.getByRole('button', { name: 'Foreground #33AA77' })).toBeTruthy();

    await user.clear(hexInput());
    await user.type(hexInput(), 'C0FFEE');
    expect(commits).toHaveLength(1); // typing alone commits nothing
    await user.tab();
    expect(commits).toEqual(['#33AA77', '#C0FFEE']);
  });

  it('shows the message for an invalid hex and commits nothing', async () => {
    const { user, commits } = setup('#FF0000');
    await open(user);
    await user.clear(hexInput());
    await user.type(hexInput(), '#12345{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(HEX_ERROR);
    expect(hexInput().getAttribute('aria-invalid')).toBe('true');
    await user.tab();
    expect(commits).toEqual([]);
    expect(screen.getByRole('button', { name: 'Foreground #FF0000' })).toBeTruthy();
    // Editing clears the message; a valid value then commits.
    await user.clear(hexInput());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(hexInput(), '00ff00{Enter}');
    expect(commits).toEqual(['#00FF00']);
  });

  it('clamps R, G and B to whole numbers 0-255', async () => {
    const { user, commits } = setup('#808080');
    await open(user);
    const red = screen.getByLabelText('Red (0-255)') as HTMLInputElement;
    await user.clear(red);
    await user.type(red, '300{Enter}');
    expect(commits).toEqual(['#FF8080']);
    expect(red.value).toBe('255');

    const blue = screen.getByLabelText('Blue (0-255)') as HTMLInputElement;
    await user.clear(blue);
    await user.type(blue, '-7');
    await user.tab();
    expect(commits).toEqual(['#FF8080', '#FF8000']);
    expect(blue.value).toBe('0');

    const green = screen.getByLabelText('Green (0-255)') as HTMLInputElement;
    await user.clear(green);
    await user.type(green, '12.6{Enter}');
    expect(commits.at(-1)).toBe('#FF0D00');

    // Empty input commits nothing and shows the value again.
    await user.clear(green);
    await user.tab();
    expect(commits).toHaveLength(3);
    expect(green.value).toBe('13');
  });

  it('commits the hue input, clamped to 0-360', async () => {
    const { user, commits } = setup('#FF0000');
    await open(user);
    const hue = screen.getByLabelText('Hue (0-360)') as HTMLInputElement;
    await user.clear(hue);
    await user.type(hue, '120{Enter}');
    expect(commits).toEqual(['#00FF00']);
    await user.clear(hue);
    await user.type(hue, '400{Enter}');
    expect(hue.value).toBe('360');
    expect(commits).toEqual(['#00FF00', '#FF0000']);
  });

  it('moves the hue by keyboard, previewing on keydown and committing on keyup', async () => {
    const { user, commits } = setup('#FF0000');
    await open(user);
    const slider = screen.getByRole('slider', { name: 'Hue' });
    slider.focus();

    await user.keyboard('{ArrowRight>}'); // held down
    expect(slider.getAttribute('aria-valuenow')).toBe('4'); // 1 % of 360 = 3.6 degrees
    expect(commits).toEqual([]);
    await user.keyboard('{/ArrowRight}');
    expect(commits).toEqual([hsvToHex({ h: 3.6, s: 100, v: 100 })]);

    await user.keyboard('{Shift>}{ArrowRight}{/Shift}'); // 10 % = 36 degrees
    expect(slider.getAttribute('aria-valuenow')).toBe('40');
    expect(commits.at(-1)).toBe(hsvToHex({ h: 39.6, s: 100, v: 100 }));

    await user.keyboard('{End}');
    expect(slider.getAttribute('aria-valuenow')).toBe('360');
    await user.keyboard('{ArrowDown}');
    expect(slider.getAttribute('aria-valuenow')).toBe('356');
    await user.keyboard('{Home}');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(commits.at(-1)).toBe('#FF0000');
  });

  it('moves saturation and brightness by keyboard in the 2-D area', async () => {
    const { user, commits } = setup('#FF0000');
    await open(user);
    const area = screen.getByRole('slider', { name: 'Saturation and brightness' });
    area.focus();
    await user.keyboard('{Shift>}{ArrowDown}{ArrowLeft}{/Shift}');
    expect(area.getAttribute('aria-valuetext')).toBe('Saturation 90%, brightness 90%');
    expect(commits.at(-1)).toBe(hsvToHex({ h: 0, s: 90, v: 90 }));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(area.getAttribute('aria-valuetext')).toBe('Saturation 90%, brightness 92%');
  });

  it('previews a pointer drag on the 2-D area live and commits only on pointerup', async () => {
    const { user, commits } = setup('#FF0000');
    await open(user);
    const area = screen.getByRole('slider', { name: 'Saturation and brightness' });
    giveBox(area, { left: 10, top: 20, width: 200, height: 100 });
    const pointer = { pointerId: 7, pointerType: 'touch', button: 0 };

    fireEvent.pointerDown(area, { ...pointer, clientX: 110, clientY: 20 });
    expect(area.getAttribute('aria-valuetext')).toBe('Saturation 50%, brightness 100%');
    fireEvent.pointerMove(area, { ...pointer, clientX: 210, clientY: 70 });
    expect(area.getAttribute('aria-valuetext')).toBe('Saturation 100%, brightness 50%');
    // Beyond the box: clamped to its edge.
    fireEvent.pointerMove(area, { ...pointer, clientX: 500, clientY: 500 });
    expect(area.getAttribute('aria-valuetext')).toBe('Saturation 100%, brightness 0%');
    // Another finger does not take over the drag.
    fireEvent.pointerMove(area, { ...pointer, pointerId: 8, clientX: 10, clientY: 20 });
    expect(area.getAttribute('aria-valuetext')).toBe('Saturation 100%, brightness 0%');
    expect(commits).toEqual([]);
    expect(hexInput().value).toBe('#000000'); // the inputs follow the live preview

    fireEvent.pointerUp(area, { ...pointer, clientX: 210, clientY: 70 });
    expect(commits).toEqual([hsvToHex({ h: 0, s: 100, v: 50 })]);
    expect(screen.getByRole('button', { name: `Foreground ${commits[0]}` })).toBeTruthy();
  });

  it('previews a hue drag and commits on pointerup; a cancelled drag commits nothing', async () => {
    const { user, commits } = setup('#FF0000');
    await open(user);
    const slider = screen.getByRole('slider', { name: 'Hue' });
    giveBox(slider, { left: 0, top: 0, width: 360, height: 16 });
    const pointer = { pointerId: 1, pointerType: 'mouse', button: 0 };

    fireEvent.pointerDown(slider, { ...pointer, clientX: 240, clientY: 8 });
    expect(slider.getAttribute('aria-valuenow')).toBe('240');
    fireEvent.pointerCancel(slider, pointer);
    expect(commits).toEqual([]);
    expect(slider.getAttribute('aria-valuenow')).toBe('0'); // back to the committed colour

    fireEvent.pointerDown(slider, { ...pointer, clientX: 100, clientY: 8 });
    fireEvent.pointerMove(slider, { ...pointer, clientX: 120, clientY: 8 });
    expect(commits).toEqual([]);
    fireEvent.pointerUp(slider, { ...pointer, clientX: 120, clientY: 8 });
    expect(commits).toEqual(['#00FF00']);

    // A right-button press does not drag.
    fireEvent.pointerDown(slider, { ...pointer, button: 2, clientX: 300, clientY: 8 });
    expect(slider.getAttribute('aria-valuenow')).toBe('120');
  });

  it('closes on Escape', async () => {
    const { user } = setup();
    await open(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on an outside click, committing a typed value first', async () => {
    const { user, commits } = setup();
    await open(user);
    await user.clear(hexInput());
    await user.type(hexInput(), '00f');
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(commits).toEqual(['#0000FF']);
  });

  it('follows a new value from the parent and drops an uncommitted preview on close', async () => {
    const commits: string[] = [];
    const user = userEvent.setup();
    // A parent that refuses every change (as the signed-out second colour does).
    const { rerender } = render(
      <ColorPicker label="Foreground" value="#FF0000" onChange={(hex) => commits.push(hex)} />,
    );
    await open(user);
    await user.clear(hexInput());
    await user.type(hexInput(), '#0000FF{Enter}');
    expect(commits).toEqual(['#0000FF']);
    await user.keyboard('{Escape}');
    await open(user, 'Foreground #FF0000');
    expect(hexInput().value).toBe('#FF0000');

    act(() => {
      rerender(
        <ColorPicker label="Foreground" value="#00ff00" onChange={(hex) => commits.push(hex)} />,
      );
    });
    expect(hexInput().value).toBe('#00FF00');
    expect(screen.getByRole('slider', { name: 'Hue' }).getAttribute('aria-valuenow')).toBe('120');
  });

  it('keeps the chosen hue when the colour goes grey', async () => {
    const { user } = setup('#00FF00');
    await open(user);
    const hex = hexInput();
    await user.clear(hex);
    await user.type(hex, '#000000{Enter}');
    const hue = screen.getByRole('slider', { name: 'Hue' });
    expect(hue.getAttribute('aria-valuenow')).toBe('120');
  });

  it('does not open when disabled', async () => {
    const { user } = setup('#000000', { disabled: true });
    const button = screen.getByRole('button', { name: 'Foreground #000000' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
