// Test-only: a greedy all-pairs ("pairwise") test matrix. Each row picks, factor by factor, the
// value that covers the most (factor, value) pairs not yet covered. Once every pair is covered
// the coverage is reset and a new round starts, until `minRows` rows exist; so each round is a
// complete pairwise cover. Deterministic: same factors, same rows.

export type Factors = Record<string, readonly unknown[]>;
export type Row<F extends Factors> = { [K in keyof F]: F[K][number] };

export function pairwiseRows<F extends Factors>(factors: F, minRows: number): Row<F>[] {
  const names = Object.keys(factors);
  const rows: Row<F>[] = [];
  let uncovered = allPairs(factors);
  let round = 0;
  while (rows.length < minRows || uncovered.size > 0) {
    if (uncovered.size === 0) {
      uncovered = allPairs(factors);
      round++;
    }
    const picked: number[] = [];
    names.forEach((name, i) => {
      const values = factors[name]!;
      let best = 0;
      let bestScore = -1;
      for (let v = 0; v < values.length; v++) {
        // Rotate the tie-break start so rounds differ and values spread evenly.
        const candidate = (v + rows.length + round) % values.length;
        let score = 0;
        for (let j = 0; j < i; j++) {
          if (uncovered.has(pairKey(j, picked[j]!, i, candidate))) score++;
        }
        // Also favour values that still have pairs with later factors.
        for (let j = i + 1; j < names.length; j++) {
          for (let w = 0; w < factors[names[j]!]!.length; w++) {
            if (uncovered.has(pairKey(i, candidate, j, w))) {
              score += 0.01;
              break;
            }
          }
        }
        if (score > bestScore) {
          bestScore = score;
          best = candidate;
        }
      }
      picked.push(best);
    });
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++)
        uncovered.delete(pairKey(i, picked[i]!, j, picked[j]!));
    }
    rows.push(Object.fromEntries(names.map((n, i) => [n, factors[n]![picked[i]!]])) as Row<F>);
  }
  return rows;
}

/** Every (factor i value a, factor j value b) pair with i < j. */
export function allPairs(factors: Factors): Set<string> {
  const names = Object.keys(factors);
  const pairs = new Set<string>();
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      for (let a = 0; a < factors[names[i]!]!.length; a++) {
        for (let b = 0; b < factors[names[j]!]!.length; b++) pairs.add(pairKey(i, a, j, b));
      }
    }
  }
  return pairs;
}

export function pairKey(i: number, a: number, j: number, b: number): string {
  return `${i}:${a}|${j}:${b}`;
}
