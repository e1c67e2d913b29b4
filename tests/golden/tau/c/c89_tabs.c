#line 1 "corpus/c/c89_tabs.c"
/* srcinst-test: std=c89 */
/* Strict C89 with tab indentation: declarations only at the top of blocks,
	no // comments, tabs between tokens, including after return. */
#include <stdio.h>
#include <string.h>
#include <TAU.h>
#line 6 "corpus/c/c89_tabs.c"

struct	stack {
	int	items[16];
	int	top;
};

static	void	push(struct stack *s, int v)
{
TAU_PROFILE_TIMER(tautimer, "void push(struct stack *, int)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 13 "corpus/c/c89_tabs.c"
 
	if	(s->top >= 16)
		{
TAU_PROFILE_STOP(tautimer);
#line 15 "corpus/c/c89_tabs.c"
		return; }
	s->items[s->top++] = v;
}
TAU_PROFILE_STOP(tautimer);
#line 17 "corpus/c/c89_tabs.c"
}

static	int	pop(struct stack *s)
{
TAU_PROFILE_TIMER(tautimer, "int pop(struct stack *)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 20 "corpus/c/c89_tabs.c"
 
	if (s->top == 0)	{ __typeof__(int) __srcinst_rv =
#line 21 "corpus/c/c89_tabs.c"
	                	     (	-1);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 21 "corpus/c/c89_tabs.c"
	                	      	   
	{ __typeof__(int) __srcinst_rv =
#line 22 "corpus/c/c89_tabs.c"
	     (	s->items[--s->top]);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 22 "corpus/c/c89_tabs.c"
	      	                   
}
#line 23 "corpus/c/c89_tabs.c"
}

static	int
eval_rpn(const char *expr)
{
TAU_PROFILE_TIMER(tautimer, "int eval_rpn(const char *)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 27 "corpus/c/c89_tabs.c"
 
	struct stack st;
	const char *p;
	st.top = 0;
	for (p = expr; *p; p++) {
		int a, b;
		if (*p >= '0' && *p <= '9') {
			push(&st, *p - '0');
			continue;
		}
		if (*p == ' ')
			continue;
		b = pop(&st);
		a = pop(&st);
		switch (*p) {
		case '+':	push(&st, a + b);	break;
		case '-':	push(&st, a - b);	break;
		case '*':	push(&st, a * b);	break;
		default:	{ __typeof__(int) __srcinst_rv =
#line 45 "corpus/c/c89_tabs.c"
		        	     (	-999);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 45 "corpus/c/c89_tabs.c"
		        	      	     
		}
	}
	{ __typeof__(int) __srcinst_rv =
#line 48 "corpus/c/c89_tabs.c"
	     (	pop(&st));
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 48 "corpus/c/c89_tabs.c"
	      	         
}
#line 49 "corpus/c/c89_tabs.c"
}

static	void	reverse(char *s)
{
TAU_PROFILE_TIMER(tautimer, "void reverse(char *)", " ", TAU_USER);
TAU_PROFILE_START(tautimer);
{
#line 52 "corpus/c/c89_tabs.c"
 
	size_t	i, n;
	char	t;
	n = strlen(s);
	for (i = 0; i < n / 2; i++) {
		t = s[i];
		s[i] = s[n - 1 - i];
		s[n - 1 - i] = t;
	}
}
TAU_PROFILE_STOP(tautimer);
#line 61 "corpus/c/c89_tabs.c"
}

int	main(int argc, char **argv)
{
TAU_PROFILE_TIMER(tautimer, "int main(int, char **)", " ", TAU_DEFAULT);
TAU_INIT(&argc, &argv);
TAU_PROFILE_SET_NODE(0);
TAU_PROFILE_START(tautimer);
{
#line 64 "corpus/c/c89_tabs.c"
 
	char	buf[32];
	int	r;

	(void)argc;
	(void)argv;
	r = eval_rpn("3 4 + 2 *");
	printf("rpn=%d\n", r);
	printf("rpn2=%d\n", eval_rpn("9 5 - 7 *"));
	printf("bad=%d\n", eval_rpn("1 2 /"));
	strcpy(buf, "tabs\tinside");
	reverse(buf);
	printf("reversed=[%s]\n", buf);
	{ __typeof__(int) __srcinst_rv =
#line 77 "corpus/c/c89_tabs.c"
	     (	0);
TAU_PROFILE_STOP(tautimer);
return __srcinst_rv; }
#line 77 "corpus/c/c89_tabs.c"
	      	  
}
#line 78 "corpus/c/c89_tabs.c"
}
