// The yardstick of `npm run bench`: a bare Fastify server on this machine, with no plugins,
// hooks, logging or database. POST /bare answers a small JSON envelope; POST /same/<n> answers
// the exact bytes of the n-th lobby answer given in BARE_ANSWERS (a JSON array of strings), so
// the client reads as much as it does from the real call.
import Fastify from 'fastify';

const answers = JSON.parse(process.env.BARE_ANSWERS ?? '[]');
const app = Fastify({ logger: false });
app.post('/bare', async () => ({ status: 'success', code: '100', apiResponseData: {} }));
answers.forEach((answer, index) => {
  app.post(`/same/${index}`, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(answer),
  );
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
