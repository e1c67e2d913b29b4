// srcinst-test: std=c++20
// Exceptions through C++20 coroutines (tasks with symmetric transfer): an
// exception thrown where a coroutine is resumed (its awaiter's await_resume
// rethrows the awaited task's) starts a run of the body like any
// resumption: tests/test_coroutine.py counts each coroutine's runs (the
// `runs:` comments) and checks recover() is called inside mid's last run.
#include <coroutine>
#include <cstdio>
#include <exception>
#include <stdexcept>
#include <utility>

struct Task {
  struct promise_type {
    int value = 0;
    std::coroutine_handle<> cont;
    std::exception_ptr err;
    Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_always initial_suspend() noexcept { return {}; }
    struct Final {
      bool await_ready() noexcept { return false; }
      std::coroutine_handle<> await_suspend(std::coroutine_handle<promise_type> h) noexcept {
        auto c = h.promise().cont; return c ? c : std::noop_coroutine();
      }
      void await_resume() noexcept {}
    };
    Final final_suspend() noexcept { return {}; }
    void return_value(int v) { value = v; }
    void unhandled_exception() { err = std::current_exception(); }
  };
  std::coroutine_handle<promise_type> h;
  explicit Task(std::coroutine_handle<promise_type> h) : h(h) {}
  Task(Task&& o) noexcept : h(std::exchange(o.h, {})) {}
  ~Task() { if (h) h.destroy(); }
  bool await_ready() { return false; }
  std::coroutine_handle<> await_suspend(std::coroutine_handle<> c) { h.promise().cont = c; return h; }
  int await_resume() { if (h.promise().err) std::rethrow_exception(h.promise().err); return h.promise().value; }
};

struct VoidTask {
  struct promise_type {
    VoidTask get_return_object() { return {}; }
    std::suspend_never initial_suspend() noexcept { return {}; }
    std::suspend_never final_suspend() noexcept { return {}; }
    void return_void() {}
    void unhandled_exception() { std::terminate(); }
  };
};

static int recover() { return 100; }

Task leaf(int x) {  // runs: 3 (two throw)
  if (x < 0) throw std::runtime_error("neg");
  co_return x * 2;
}
Task mid(int x) {  // runs: 3, the last after an exception at the resumption, caught here
  int a = co_await leaf(x);
  int b = 0;
  try { b = co_await leaf(-1); } catch (const std::exception&) { b = recover(); }
  co_return a + b;
}
Task passes_on(int x) {  // runs: 2, the last after an exception it does not catch
  int r = 0;
  r = co_await leaf(-x);
  co_return r;
}
Task top() {  // runs: 2, the last after passes_on's exception, caught here
  int v = 0;
  try { v = co_await passes_on(1); } catch (const std::exception&) { v = -1; }
  co_return v;
}
VoidTask fire(int& out) { out = 7; co_return; }

int main() {
  Task t = mid(5);
  t.h.resume();
  Task u = top();
  u.h.resume();
  int o = 0;
  fire(o);
  std::printf("%d %d %d done=%d %d\n", t.h.promise().value, u.h.promise().value, o, (int)t.h.done(),
              (int)u.h.done());
  return 0;
}
