/** The years a money filter offers: the office's current one and the nine before. */
export const recentYears = (today: string): number[] => Array.from({ length: 10 }, (_, i) => Number(today.slice(0, 4)) - i);
