import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AuthMarketing } from './auth-marketing';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** /auth: login and register tabs beside the marketing panel (SPEC §2). */
export function AuthPanel() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>
            <span className="text-2xl">Admin Biaya Sekolah</span>
          </CardTitle>
          <p className="text-sm text-slate-600">Masuk atau daftar untuk mengelola data sekolah.</p>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="login">
            <TabsList className="w-full">
              <TabsTrigger value="login">Masuk</TabsTrigger>
              <TabsTrigger value="register">Daftar</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <AuthMarketing />
    </div>
  );
}
