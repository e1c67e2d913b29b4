#line 1 "corpus/cpp/member_functions.cpp"
// srcinst-test: std=c++17
// Member functions defined in and out of the class, const and ref-qualified
// members, static member functions, overloads and default arguments.
#include <cstdio>
#include <string>
#include <scorep/SCOREP_User.h>
#line 6 "corpus/cpp/member_functions.cpp"

class Account {
public:
    explicit Account(std::string owner) : owner_(std::move(owner)) {
SCOREP_USER_REGION( "Account::Account(std::string)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 9 "corpus/cpp/member_functions.cpp"
                                                                    }

    bool deposit(long amount)
    {
SCOREP_USER_REGION( "bool Account::deposit(long)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 12 "corpus/cpp/member_functions.cpp"
     
        if (amount <= 0)
            return false;
        balance_ += amount;
        ++operations_;
        return true;
    }

    bool withdraw(long amount);
    long balance() const {
SCOREP_USER_REGION( "long Account::balance() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 21 "corpus/cpp/member_functions.cpp"
                           return balance_; }
    const std::string &owner() const & {
SCOREP_USER_REGION( "const std::string & Account::owner() const &", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 22 "corpus/cpp/member_functions.cpp"
                                         return owner_; }
    std::string owner() && {
SCOREP_USER_REGION( "std::string Account::owner() &&", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 23 "corpus/cpp/member_functions.cpp"
                             return std::move(owner_); }

    static int instances() {
SCOREP_USER_REGION( "int Account::instances()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 25 "corpus/cpp/member_functions.cpp"
                             return instances_; }
    static Account make(const char *name);

    int operations() const;
    void reset(long to = 0) {
SCOREP_USER_REGION( "void Account::reset(long)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 29 "corpus/cpp/member_functions.cpp"
                              balance_ = to; }
    void reset(const char *reason) {
SCOREP_USER_REGION( "void Account::reset(const char *)", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION( "bool Account::withdraw(long)", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION( "Account Account::make(const char *)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 53 "corpus/cpp/member_functions.cpp"
 
    ++instances_;
    return Account(name);
}

int Account::operations() const
{
SCOREP_USER_REGION( "int Account::operations() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 59 "corpus/cpp/member_functions.cpp"
 
    return operations_;
}

struct Counter {
    int value = 0;
    Counter &inc() {
SCOREP_USER_REGION( "Counter & Counter::inc()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 65 "corpus/cpp/member_functions.cpp"
                     ++value; return *this; }
    Counter *self() {
SCOREP_USER_REGION( "Counter * Counter::self()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 66 "corpus/cpp/member_functions.cpp"
                      return this; }
};

int main()
{
SCOREP_USER_REGION( "int main()", SCOREP_USER_REGION_TYPE_FUNCTION );
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
