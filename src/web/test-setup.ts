// Test setup for React component tests (jsdom): unmount after each test.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());
