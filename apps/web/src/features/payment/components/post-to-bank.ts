/**
 * Sends the browser to the bank's 3-D page with a form post, as the bank expects (a GET
 * cannot carry the signed fields). The page policy allows these form targets (form-action).
 */
export function postToBank(bankUrl: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = bankUrl;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
