#line 1 "corpus/cpp/member_functions.cpp"
// srcinst-test: std=c++17
// Member functions defined in and out of the class, const and ref-qualified
// members, static member functions, overloads and default arguments.
#include <cstdio>
#include <string>
#include <TAU.h>
#line 6 "corpus/cpp/member_functions.cpp"

class Account {
public:
    explicit Account(std::string owner) : owner_(std::move(owner)) {
TAU_PROFILE("Account::Account(std::string)", " ", TAU_USER);
#line 9 "corpus/cpp/member_functions.cpp"
                                                                    }

    bool deposit(long amount)
    {
TAU_PROFILE("bool Account::deposit(long)", " ", TAU_USER);
#line 12 "corpus/cpp/member_functions.cpp"
     
        if (amount <= 0)
            return false;
        balance_ += amount;
        ++operations_;
        return true;
    }

    bool withdraw(long amount);
    long balance() const {
TAU_PROFILE("long Account::balance() const", " ", TAU_USER);
#line 21 "corpus/cpp/member_functions.cpp"
                           return balance_; }
    const std::string &owner() const & {
TAU_PROFILE("const std::string & Account::owner() const &", " ", TAU_USER);
#line 22 "corpus/cpp/member_functions.cpp"
                                         return owner_; }
    std::string owner() && {
TAU_PROFILE("std::string Account::owner() &&", " ", TAU_USER);
#line 23 "corpus/cpp/member_functions.cpp"
                             return std::move(owner_); }

    static int instances() {
TAU_PROFILE("int Account::instances()", " ", TAU_USER);
#line 25 "corpus/cpp/member_functions.cpp"
                             return instances_; }
    static Account make(const char *name);

    int operations() const;
    void reset(long to = 0) {
TAU_PROFILE("void Account::reset(long)", " ", TAU_USER);
#line 29 "corpus/cpp/member_functions.cpp"
                              balance_ = to; }
    void reset(const char *reason) {
TAU_PROFILE("void Account::reset(const char *)", " ", TAU_USER);
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
TAU_PROFILE("bool Account::withdraw(long)", " ", TAU_USER);
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
TAU_PROFILE("Account Account::make(const char *)", " ", TAU_USER);
#line 53 "corpus/cpp/member_functions.cpp"
 
    ++instances_;
    return Account(name);
}

int Account::operations() const
{
TAU_PROFILE("int Account::operations() const", " ", TAU_USER);
#line 59 "corpus/cpp/member_functions.cpp"
 
    return operations_;
}

struct Counter {
    int value = 0;
    Counter &inc() {
TAU_PROFILE("Counter & Counter::inc()", " ", TAU_USER);
#line 65 "corpus/cpp/member_functions.cpp"
                     ++value; return *this; }
    Counter *self() {
TAU_PROFILE("Counter * Counter::self()", " ", TAU_USER);
#line 66 "corpus/cpp/member_functions.cpp"
                      return this; }
};

int main()
{
int __srcinst_argc = 1;
char *__srcinst_argv_data[] = { (char *) "unknown", 0 };
char **__srcinst_argv = __srcinst_argv_data;
TAU_PROFILE("int main()", " ", TAU_DEFAULT);
TAU_INIT(&__srcinst_argc, &__srcinst_argv);
TAU_PROFILE_SET_NODE(0);
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
