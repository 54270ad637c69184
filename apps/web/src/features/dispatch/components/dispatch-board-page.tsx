/** Issue 24, decision 058 (being built). */
export function DispatchBoardPage() {
  return null;
}
