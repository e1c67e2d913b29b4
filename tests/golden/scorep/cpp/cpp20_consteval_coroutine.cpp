#line 1 "corpus/cpp/cpp20_consteval_coroutine.cpp"
// srcinst-test: std=c++20
// C++20: consteval functions (skipped, never called at run time), a simple
// generator coroutine (each run of its body is a call; its co_return/co_yield
// are not returns), concepts and a constrained function template that is an
// ordinary routine. No event may name a routine containing "ce_".
#include <concepts>
#include <coroutine>
#include <cstdio>
#include <exception>
#include <scorep/SCOREP_User.h>
#line 10 "corpus/cpp/cpp20_consteval_coroutine.cpp"

consteval int ce_cube(int x) { return x * x * x; }

consteval int ce_pick(bool big)
{
    if (big)
        return 1000;
    return 1;
}

template <typename T>
concept Numeric = std::integral<T> || std::floating_point<T>;

template <Numeric T>
T twice(T v)
{
SCOREP_USER_REGION( "T twice(T)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 25 "corpus/cpp/cpp20_consteval_coroutine.cpp"
 
    return v + v;
}

struct IntGenerator {
    struct promise_type {
        int current = 0;
        IntGenerator get_return_object()
        {
SCOREP_USER_REGION( "IntGenerator IntGenerator::promise_type::get_return_object()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 33 "corpus/cpp/cpp20_consteval_coroutine.cpp"
         
            return IntGenerator{std::coroutine_handle<promise_type>::from_promise(*this)};
        }
        std::suspend_always initial_suspend() noexcept {
SCOREP_USER_REGION( "std::suspend_always IntGenerator::promise_type::initial_suspend()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 36 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                         return {}; }
        std::suspend_always final_suspend() noexcept {
SCOREP_USER_REGION( "std::suspend_always IntGenerator::promise_type::final_suspend()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 37 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                       return {}; }
        std::suspend_always yield_value(int v)
        {
SCOREP_USER_REGION( "std::suspend_always IntGenerator::promise_type::yield_value(int)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 39 "corpus/cpp/cpp20_consteval_coroutine.cpp"
         
            current = v;
            return {};
        }
        void return_void() {
SCOREP_USER_REGION( "void IntGenerator::promise_type::return_void()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 43 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                            }
        void unhandled_exception() {
SCOREP_USER_REGION( "void IntGenerator::promise_type::unhandled_exception()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 44 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                     std::terminate(); }
    };

    explicit IntGenerator(std::coroutine_handle<promise_type> h) : handle(h) {
SCOREP_USER_REGION( "IntGenerator::IntGenerator(std::coroutine_handle<promise_type>)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 47 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                                              }
    IntGenerator(const IntGenerator &) = delete;
    IntGenerator(IntGenerator &&o) noexcept : handle(o.handle) {
SCOREP_USER_REGION( "IntGenerator::IntGenerator(IntGenerator &&)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 49 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                                                                 o.handle = {}; }
    ~IntGenerator()
    {
SCOREP_USER_REGION( "IntGenerator::~IntGenerator()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 51 "corpus/cpp/cpp20_consteval_coroutine.cpp"
     
        if (handle)
            handle.destroy();
    }

    bool next()
    {
SCOREP_USER_REGION( "bool IntGenerator::next()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 57 "corpus/cpp/cpp20_consteval_coroutine.cpp"
     
        handle.resume();
        return !handle.done();
    }
    int value() const {
SCOREP_USER_REGION( "int IntGenerator::value() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 61 "corpus/cpp/cpp20_consteval_coroutine.cpp"
                        return handle.promise().current; }

    std::coroutine_handle<promise_type> handle;
};

IntGenerator coro_range(int from, int to, int step)
{
SCOREP_USER_REGION( "IntGenerator coro_range(int, int, int)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 67 "corpus/cpp/cpp20_consteval_coroutine.cpp"
 
    for (int i = from; i < to; i += step) {
        if (i > 40)
            co_return;          // ends the coroutine early
        co_yield i;
    }
}

static int sum_generated(int from, int to, int step)
{
SCOREP_USER_REGION( "int sum_generated(int, int, int)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 76 "corpus/cpp/cpp20_consteval_coroutine.cpp"
 
    IntGenerator gen = coro_range(from, to, step);
    int sum = 0;
    while (gen.next())
        sum += gen.value();
    return sum;
}

int main()
{
SCOREP_USER_REGION( "int main()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 85 "corpus/cpp/cpp20_consteval_coroutine.cpp"
 
    constexpr int c = ce_cube(3);
    std::printf("cube=%d pick=%d\n", c, ce_pick(true) + ce_pick(false));
    std::printf("twice=%d %.2f\n", twice(21), twice(1.25));
    std::printf("sum=%d\n", sum_generated(0, 10, 3));
    std::printf("sum=%d\n", sum_generated(30, 100, 5));
    return 0;
}
