(define (problem plan_trial_T00000000_000001_000000)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        BedType - rtype
        CabinetType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BookType - otype
        ButterKnifeType - otype
        KeyChainType - otype
        KnifeType - otype
        PillowType - otype
        Pillow_bar__plus_01_dot_35_bar__plus_00_dot_36_bar__minus_02_dot_98 - object
        AlarmClock_bar__minus_01_dot_42_bar__plus_00_dot_61_bar__minus_00_dot_40 - object
        AlarmClock_bar__plus_01_dot_99_bar__plus_00_dot_22_bar__minus_01_dot_61 - object
        Book_bar__minus_00_dot_92_bar__plus_00_dot_33_bar__plus_00_dot_84 - object
        KeyChain_bar__plus_00_dot_44_bar__plus_01_dot_24_bar__minus_00_dot_75 - object
        ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 - receptacle
        ArmChair_bar__minus_02_dot_17_bar__plus_00_dot_00_bar__plus_03_dot_63 - receptacle
        ArmChair_bar__minus_03_dot_37_bar__plus_00_dot_00_bar__plus_03_dot_38 - receptacle
        Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64 - receptacle
        Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 - receptacle
        Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99 - receptacle
        Drawer_bar__minus_00_dot_37_bar__plus_00_dot_29_bar__minus_02_dot_85 - receptacle
        Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85 - receptacle
        Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85 - receptacle
        SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38 - receptacle
        loc_bar_4_bar__minus_8_bar_2_bar_30 - location
        loc_bar_6_bar_13_bar_2_bar_30 - location
        loc_bar__minus_11_bar__minus_8_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_12_bar_1_bar_30 - location
        loc_bar__minus_2_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar_10_bar_0_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_8_bar_10_bar_0_bar_30 - location
        loc_bar__minus_9_bar_12_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_1_bar__minus_12_bar_1_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 loc_bar__minus_3_bar_10_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_02_dot_17_bar__plus_00_dot_00_bar__plus_03_dot_63 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_17_bar__plus_00_dot_00_bar__plus_03_dot_63 loc_bar__minus_8_bar_10_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_03_dot_37_bar__plus_00_dot_00_bar__plus_03_dot_38 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_03_dot_37_bar__plus_00_dot_00_bar__plus_03_dot_38 loc_bar__minus_9_bar_12_bar_3_bar_30)
        (receptacleType Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 BedType)
        (receptacleAtLocation Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 loc_bar__minus_2_bar_3_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64 loc_bar_4_bar__minus_8_bar_2_bar_30)
        (openable Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64)
        (receptacleType Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 loc_bar__minus_11_bar__minus_8_bar_2_bar_30)
        (openable Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64)
        (receptacleType Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99 DeskType)
        (receptacleAtLocation Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_37_bar__plus_00_dot_29_bar__minus_02_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_37_bar__plus_00_dot_29_bar__minus_02_dot_85 loc_bar__minus_6_bar__minus_9_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_37_bar__plus_00_dot_29_bar__minus_02_dot_85)
        (receptacleType Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85 loc_bar__minus_5_bar__minus_9_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85)
        (receptacleType Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85 loc_bar__minus_7_bar__minus_9_bar_1_bar_30)
        (openable Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85)
        (receptacleType SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38 loc_bar_6_bar_13_bar_2_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType PillowType)
        (canContain BedType BookType)
        (canContain BedType PillowType)
        (canContain CabinetType BookType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BookType)
        (canContain DeskType KeyChainType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BookType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType Pillow_bar__plus_01_dot_35_bar__plus_00_dot_36_bar__minus_02_dot_98 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_35_bar__plus_00_dot_36_bar__minus_02_dot_98 ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61)
        (objectAtLocation Pillow_bar__plus_01_dot_35_bar__plus_00_dot_36_bar__minus_02_dot_98 loc_bar__minus_3_bar_10_bar_0_bar_30)
        (pickupable Pillow_bar__plus_01_dot_35_bar__plus_00_dot_36_bar__minus_02_dot_98)
        (objectType AlarmClock_bar__minus_01_dot_42_bar__plus_00_dot_61_bar__minus_00_dot_40 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_01_dot_42_bar__plus_00_dot_61_bar__minus_00_dot_40 Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99)
        (objectAtLocation AlarmClock_bar__minus_01_dot_42_bar__plus_00_dot_61_bar__minus_00_dot_40 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (pickupable AlarmClock_bar__minus_01_dot_42_bar__plus_00_dot_61_bar__minus_00_dot_40)
        (objectType AlarmClock_bar__plus_01_dot_99_bar__plus_00_dot_22_bar__minus_01_dot_61 AlarmClockType)
        (inReceptacle AlarmClock_bar__plus_01_dot_99_bar__plus_00_dot_22_bar__minus_01_dot_61 SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38)
        (objectAtLocation AlarmClock_bar__plus_01_dot_99_bar__plus_00_dot_22_bar__minus_01_dot_61 loc_bar_6_bar_13_bar_2_bar_30)
        (pickupable AlarmClock_bar__plus_01_dot_99_bar__plus_00_dot_22_bar__minus_01_dot_61)
        (objectType Book_bar__minus_00_dot_92_bar__plus_00_dot_33_bar__plus_00_dot_84 BookType)
        (inReceptacle Book_bar__minus_00_dot_92_bar__plus_00_dot_33_bar__plus_00_dot_84 Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64)
        (objectAtLocation Book_bar__minus_00_dot_92_bar__plus_00_dot_33_bar__plus_00_dot_84 loc_bar_4_bar__minus_8_bar_2_bar_30)
        (pickupable Book_bar__minus_00_dot_92_bar__plus_00_dot_33_bar__plus_00_dot_84)
        (objectType KeyChain_bar__plus_00_dot_44_bar__plus_01_dot_24_bar__minus_00_dot_75 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_44_bar__plus_01_dot_24_bar__minus_00_dot_75 ArmChair_bar__minus_03_dot_37_bar__plus_00_dot_00_bar__plus_03_dot_38)
        (objectAtLocation KeyChain_bar__plus_00_dot_44_bar__plus_01_dot_24_bar__minus_00_dot_75 loc_bar__minus_9_bar_12_bar_3_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_44_bar__plus_01_dot_24_bar__minus_00_dot_75)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PillowType)
                            (receptacleType ?r BedType)
                        )
                    )
                )
            )
        )
    )
