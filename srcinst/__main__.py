from srcinst.launch import main

main()
