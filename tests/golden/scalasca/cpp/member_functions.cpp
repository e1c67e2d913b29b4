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
#include <epik_user.h>
#line 6 "corpus/cpp/member_functions.cpp"

class Account {
public:
    explicit Account(std::string owner) : owner_(std::move(owner)) {
EPIK_User_start("Account::Account(std::string)", "corpus/cpp/member_functions.cpp", 9);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Account::Account(std::string)", "corpus/cpp/member_functions.cpp", 9);
});
#line 9 "corpus/cpp/member_functions.cpp"
                                                                    }

    bool deposit(long amount)
    {
EPIK_User_start("bool Account::deposit(long)", "corpus/cpp/member_functions.cpp", 12);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("bool Account::deposit(long)", "corpus/cpp/member_functions.cpp", 18);
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
EPIK_User_start("long Account::balance() const", "corpus/cpp/member_functions.cpp", 21);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("long Account::balance() const", "corpus/cpp/member_functions.cpp", 21);
});
#line 21 "corpus/cpp/member_functions.cpp"
                           return balance_; }
    const std::string &owner() const & {
EPIK_User_start("const std::string & Account::owner() const &", "corpus/cpp/member_functions.cpp", 22);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("const std::string & Account::owner() const &", "corpus/cpp/member_functions.cpp", 22);
});
#line 22 "corpus/cpp/member_functions.cpp"
                                         return owner_; }
    std::string owner() && {
EPIK_User_start("std::string Account::owner() &&", "corpus/cpp/member_functions.cpp", 23);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("std::string Account::owner() &&", "corpus/cpp/member_functions.cpp", 23);
});
#line 23 "corpus/cpp/member_functions.cpp"
                             return std::move(owner_); }

    static int instances() {
EPIK_User_start("int Account::instances()", "corpus/cpp/member_functions.cpp", 25);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("int Account::instances()", "corpus/cpp/member_functions.cpp", 25);
});
#line 25 "corpus/cpp/member_functions.cpp"
                             return instances_; }
    static Account make(const char *name);

    int operations() const;
    void reset(long to = 0) {
EPIK_User_start("void Account::reset(long)", "corpus/cpp/member_functions.cpp", 29);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("void Account::reset(long)", "corpus/cpp/member_functions.cpp", 29);
});
#line 29 "corpus/cpp/member_functions.cpp"
                              balance_ = to; }
    void reset(const char *reason) {
EPIK_User_start("void Account::reset(const char *)", "corpus/cpp/member_functions.cpp", 30);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("void Account::reset(const char *)", "corpus/cpp/member_functions.cpp", 30);
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
EPIK_User_start("bool Account::withdraw(long)", "corpus/cpp/member_functions.cpp", 42);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("bool Account::withdraw(long)", "corpus/cpp/member_functions.cpp", 50);
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
EPIK_User_start("Account Account::make(const char *)", "corpus/cpp/member_functions.cpp", 53);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Account Account::make(const char *)", "corpus/cpp/member_functions.cpp", 56);
});
#line 53 "corpus/cpp/member_functions.cpp"
 
    ++instances_;
    return Account(name);
}

int Account::operations() const
{
EPIK_User_start("int Account::operations() const", "corpus/cpp/member_functions.cpp", 59);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("int Account::operations() const", "corpus/cpp/member_functions.cpp", 61);
});
#line 59 "corpus/cpp/member_functions.cpp"
 
    return operations_;
}

struct Counter {
    int value = 0;
    Counter &inc() {
EPIK_User_start("Counter & Counter::inc()", "corpus/cpp/member_functions.cpp", 65);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Counter & Counter::inc()", "corpus/cpp/member_functions.cpp", 65);
});
#line 65 "corpus/cpp/member_functions.cpp"
                     ++value; return *this; }
    Counter *self() {
EPIK_User_start("Counter * Counter::self()", "corpus/cpp/member_functions.cpp", 66);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("Counter * Counter::self()", "corpus/cpp/member_functions.cpp", 66);
});
#line 66 "corpus/cpp/member_functions.cpp"
                      return this; }
};

int main()
{
EPIK_User_start("int main()", "corpus/cpp/member_functions.cpp", 70);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
EPIK_User_end("int main()", "corpus/cpp/member_functions.cpp", 87);
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
