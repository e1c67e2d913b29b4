#ifndef __SRCINST_ON_EXIT_DEFINED
#define __SRCINST_ON_EXIT_DEFINED
template <class __srcinst_F> struct __srcinst_scope_exit {
  __srcinst_F fn; bool armed;
  explicit __srcinst_scope_exit(__srcinst_F f) : fn(f), armed(true) {}
  __srcinst_scope_exit(__srcinst_scope_exit &&other) : fn(other.fn), armed(other.armed) { other.armed = false; }
  ~__srcinst_scope_exit() { if (armed) fn(); }
};
template <class __srcinst_F> inline __srcinst_scope_exit<__srcinst_F> __srcinst_on_exit(__srcinst_F f) {
  return __srcinst_scope_exit<__srcinst_F>(f);
}
#endif
#line 1 "corpus/cpp/member_functions.cpp"
// srcinst-test: std=c++17
// Member functions defined in and out of the class, const and ref-qualified
// members, static member functions, overloads and default arguments.
#include <cstdio>
#include <string>
#include <srcinst_trace.h>
#line 6 "corpus/cpp/member_functions.cpp"

class Account {
public:
    explicit Account(std::string owner) : owner_(std::move(owner)) {
static const srcinst_region __srcinst_region = { "Account::Account(std::string)", "corpus/cpp/member_functions.cpp", 9 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 9 "corpus/cpp/member_functions.cpp"
                                                                    }

    bool deposit(long amount)
    {
static const srcinst_region __srcinst_region = { "bool Account::deposit(long)", "corpus/cpp/member_functions.cpp", 12 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 12 "corpus/cpp/member_functions.cpp"
     
        if (amount <= 0)
            return false;
        balance_ += amount;
        ++operations_;
        return true;
    }

    bool withdraw(long amount);
    long balance() const {
static const srcinst_region __srcinst_region = { "long Account::balance() const", "corpus/cpp/member_functions.cpp", 21 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 21 "corpus/cpp/member_functions.cpp"
                           return balance_; }
    const std::string &owner() const & {
static const srcinst_region __srcinst_region = { "const std::string & Account::owner() const &", "corpus/cpp/member_functions.cpp", 22 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 22 "corpus/cpp/member_functions.cpp"
                                         return owner_; }
    std::string owner() && {
static const srcinst_region __srcinst_region = { "std::string Account::owner() &&", "corpus/cpp/member_functions.cpp", 23 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 23 "corpus/cpp/member_functions.cpp"
                             return std::move(owner_); }

    static int instances() {
static const srcinst_region __srcinst_region = { "int Account::instances()", "corpus/cpp/member_functions.cpp", 25 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 25 "corpus/cpp/member_functions.cpp"
                             return instances_; }
    static Account make(const char *name);

    int operations() const;
    void reset(long to = 0) {
static const srcinst_region __srcinst_region = { "void Account::reset(long)", "corpus/cpp/member_functions.cpp", 29 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 29 "corpus/cpp/member_functions.cpp"
                              balance_ = to; }
    void reset(const char *reason) {
static const srcinst_region __srcinst_region = { "void Account::reset(const char *)", "corpus/cpp/member_functions.cpp", 30 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 30 "corpus/cpp/member_functions.cpp"
                                     std::printf("reset: %s\n", reason); reset(); }

private:
    std::string owner_;
    long balance_ = 0;
    int operations_ = 0;
    static int instances_;
};

int Account::instances_ = 0;

bool Account::withdraw(long amount)
{
static const srcinst_region __srcinst_region = { "bool Account::withdraw(long)", "corpus/cpp/member_functions.cpp", 42 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 42 "corpus/cpp/member_functions.cpp"
 
    if (amount > balance_) {
        std::printf("%s: insufficient funds\n", owner_.c_str());
        return false;
    }
    balance_ -= amount;
    ++operations_;
    return true;
}

Account Account::make(const char *name)
{
static const srcinst_region __srcinst_region = { "Account Account::make(const char *)", "corpus/cpp/member_functions.cpp", 53 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 53 "corpus/cpp/member_functions.cpp"
 
    ++instances_;
    return Account(name);
}

int Account::operations() const
{
static const srcinst_region __srcinst_region = { "int Account::operations() const", "corpus/cpp/member_functions.cpp", 59 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 59 "corpus/cpp/member_functions.cpp"
 
    return operations_;
}

struct Counter {
    int value = 0;
    Counter &inc() {
static const srcinst_region __srcinst_region = { "Counter & Counter::inc()", "corpus/cpp/member_functions.cpp", 65 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 65 "corpus/cpp/member_functions.cpp"
                     ++value; return *this; }
    Counter *self() {
static const srcinst_region __srcinst_region = { "Counter * Counter::self()", "corpus/cpp/member_functions.cpp", 66 };
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 66 "corpus/cpp/member_functions.cpp"
                      return this; }
};

int main()
{
static const srcinst_region __srcinst_region = { "int main()", "corpus/cpp/member_functions.cpp", 70 };
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
srcinst_trace_exit(&__srcinst_region);
});
#line 70 "corpus/cpp/member_functions.cpp"
 
    Account a = Account::make("alice");
    a.deposit(100);
    a.deposit(-5);
    a.withdraw(30);
    a.withdraw(500);
    std::printf("%s balance=%ld ops=%d instances=%d\n", a.owner().c_str(), a.balance(),
                a.operations(), Account::instances());
    a.reset("audit");
    a.reset(7);
    std::printf("after reset=%ld\n", a.balance());
    std::string moved = Account::make("bob").owner();
    std::printf("moved owner=%s instances=%d\n", moved.c_str(), Account::instances());
    Counter c;
    c.inc().inc().self()->inc();
    std::printf("counter=%d\n", c.value);
    return 0;
}
