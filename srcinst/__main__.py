from srcinst.wrap.launch import main

main()
