/** An email the signed-in person sent, as `/api/email` lists it and answers a send. */
export interface SentEmail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: string;
  transport: 'smtp' | 'outbox';
  delivered: boolean;
}
