import HearthApp

await HearthCommand.main()
