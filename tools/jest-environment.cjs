// jsdom without Node's fetch API: react-router data routers need Request/Response (and supabase-js fetch).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    // Node's FormData, which also reads a jsdom form's fields (React 19 makes one from a form submitted
    // during a transition, as a router's navigate is; Node's own refuses a jsdom element)
    const JsdomFormData = this.global.FormData;
    class FormDataReadingForms extends FormData {
      constructor(form, submitter) {
        super();
        if (form !== undefined)
          for (const [name, value] of new JsdomFormData(form, submitter)) this.append(name, value);
      }
    }
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData: FormDataReadingForms,
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}
module.exports = JsdomWithFetch;
