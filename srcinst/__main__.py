from srcinst.build.launch import main

main()
