/** After a failed validation, moves focus to the first invalid field so keyboard and screen-reader users land on it. */
export function focusFirstError(): void {
  // Mantine marks the input invalid on its next render.
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    field?.focus();
  });
}
