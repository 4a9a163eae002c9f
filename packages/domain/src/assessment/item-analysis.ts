/**
 * Item analysis of a test (docs/assessment.md "Item analysis"): per question, how hard it was (difficulty, the share
 * of the sittings that asked it and got it right) and how well it separates strong from weak learners
 * (discrimination, the point-biserial correlation between getting it right and the sitting's score).
 */

/** One submitted attempt: its score as a share right (0–1) and each question it asked, right or not. */
export interface Sitting {
  score: number;
  items: readonly { questionId: number; correct: boolean }[];
}

export interface ItemStatistic {
  questionId: number;
  /** Sittings that asked the question. */
  asked: number;
  /** Of them, those that got it right. */
  correct: number;
  /** correct / asked, 0–1 (four decimals); null when never asked. */
  difficulty: number | null;
  /**
   * The point-biserial correlation, −1 to 1 (four decimals): (M₁ − M₀) / s · √(p·q), M₁ and M₀ the mean scores of the
   * sittings that got it right and wrong, s the population standard deviation of the scores of those that asked it,
   * p the difficulty and q = 1 − p. Null when it cannot be told: fewer than two sittings, everyone right or everyone
   * wrong, or every score the same.
   */
  discrimination: number | null;
}

const round4 = (value: number) => Math.round(value * 10000) / 10000;

/** The statistics of each question, in the order questions first appear in the sittings. */
export function itemStatistics(sittings: readonly Sitting[]): ItemStatistic[] {
  const byQuestion = new Map<number, { score: number; correct: boolean }[]>();
  for (const sitting of sittings)
    for (const item of sitting.items) {
      const list = byQuestion.get(item.questionId) ?? [];
      list.push({ score: sitting.score, correct: item.correct });
      byQuestion.set(item.questionId, list);
    }
  return [...byQuestion].map(([questionId, answers]) => {
    const asked = answers.length;
    const correct = answers.filter((a) => a.correct).length;
    return {
      questionId,
      asked,
      correct,
      difficulty: asked === 0 ? null : round4(correct / asked),
      discrimination: pointBiserial(answers),
    };
  });
}

function pointBiserial(answers: readonly { score: number; correct: boolean }[]): number | null {
  const n = answers.length;
  const right = answers.filter((a) => a.correct);
  const wrong = answers.filter((a) => !a.correct);
  if (n < 2 || right.length === 0 || wrong.length === 0) return null;
  const mean = (list: readonly { score: number }[]) =>
    list.reduce((sum, a) => sum + a.score, 0) / list.length;
  const all = mean(answers);
  const deviation = Math.sqrt(answers.reduce((sum, a) => sum + (a.score - all) ** 2, 0) / n);
  if (deviation < 1e-12) return null;
  const p = right.length / n;
  return round4(((mean(right) - mean(wrong)) / deviation) * Math.sqrt(p * (1 - p)));
}
