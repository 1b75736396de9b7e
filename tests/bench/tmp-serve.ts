import { startE2eStack } from '../e2e/support/stack';
const stack = await startE2eStack('postgres://postgres@127.0.0.1:5432/postgres','redis://127.0.0.1:6379',{production: process.env.PROD==='1'});
console.log('BASE', stack.baseUrl); setInterval(()=>{},1<<30);
