/** The one error shape every API answer and socket acknowledgement uses (DESIGN.md 3.3). */
export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  details?: unknown;
}
