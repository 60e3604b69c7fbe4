(define (problem plan_trial_T00000000_000001_000011)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        TVStandType - rtype
        BoxType - otype
        ButterKnifeType - otype
        KnifeType - otype
        NewspaperType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WatchType - otype
        Statue_bar__plus_00_dot_91_bar__plus_01_dot_31_bar__minus_01_dot_05 - object
        Box_bar__plus_01_dot_98_bar__plus_00_dot_37_bar__plus_00_dot_11 - object
        Newspaper_bar__minus_01_dot_46_bar__plus_00_dot_52_bar__minus_01_dot_91 - object
        Newspaper_bar__minus_00_dot_60_bar__plus_00_dot_68_bar__plus_01_dot_76 - object
        Pillow_bar__plus_01_dot_57_bar__plus_00_dot_46_bar__plus_00_dot_80 - object
        RemoteControl_bar__plus_01_dot_67_bar__plus_00_dot_67_bar__minus_01_dot_81 - object
        RemoteControl_bar__minus_02_dot_03_bar__plus_00_dot_76_bar__plus_00_dot_11 - object
        Watch_bar__minus_00_dot_76_bar__plus_00_dot_06_bar__minus_00_dot_41 - object
        ArmChair_bar__plus_00_dot_22_bar__plus_00_dot_01_bar__minus_01_dot_73 - receptacle
        CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17 - receptacle
        Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17 - receptacle
        Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70 - receptacle
        SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75 - receptacle
        SideTable_bar__plus_02_dot_96_bar__plus_00_dot_00_bar__plus_01_dot_57 - receptacle
        SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60 - receptacle
        Sofa_bar__plus_02_dot_87_bar_00_dot_00_bar__plus_00_dot_25 - receptacle
        TVStand_bar__plus_00_dot_84_bar_00_dot_00_bar__plus_01_dot_58 - receptacle
        loc_bar_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar_3_bar_2_bar_0_bar_30 - location
        loc_bar_3_bar_4_bar_2_bar_30 - location
        loc_bar_6_bar_2_bar_0_bar_30 - location
        loc_bar_7_bar_1_bar_1_bar_30 - location
        loc_bar_7_bar_4_bar_0_bar_30 - location
        loc_bar_8_bar_5_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_2_bar_10_bar_1_bar_30 - location
        loc_bar__minus_2_bar_4_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_2_bar_10_bar_1_bar_30)
        (receptacleType ArmChair_bar__plus_00_dot_22_bar__plus_00_dot_01_bar__minus_01_dot_73 ArmChairType)
        (receptacleAtLocation ArmChair_bar__plus_00_dot_22_bar__plus_00_dot_01_bar__minus_01_dot_73 loc_bar_1_bar__minus_4_bar_2_bar_30)
        (receptacleType CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17 loc_bar_3_bar_4_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17)
        (receptacleType Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70 loc_bar_6_bar_2_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70)
        (receptacleType SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75 loc_bar_7_bar_4_bar_0_bar_30)
        (receptacleType SideTable_bar__plus_02_dot_96_bar__plus_00_dot_00_bar__plus_01_dot_57 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_02_dot_96_bar__plus_00_dot_00_bar__plus_01_dot_57 loc_bar_8_bar_5_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Sofa_bar__plus_02_dot_87_bar_00_dot_00_bar__plus_00_dot_25 SofaType)
        (receptacleAtLocation Sofa_bar__plus_02_dot_87_bar_00_dot_00_bar__plus_00_dot_25 loc_bar_7_bar_1_bar_1_bar_30)
        (receptacleType TVStand_bar__plus_00_dot_84_bar_00_dot_00_bar__plus_01_dot_58 TVStandType)
        (receptacleAtLocation TVStand_bar__plus_00_dot_84_bar_00_dot_00_bar__plus_01_dot_58 loc_bar_3_bar_2_bar_0_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WatchType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType Statue_bar__plus_00_dot_91_bar__plus_01_dot_31_bar__minus_01_dot_05 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_91_bar__plus_01_dot_31_bar__minus_01_dot_05 CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17)
        (objectAtLocation Statue_bar__plus_00_dot_91_bar__plus_01_dot_31_bar__minus_01_dot_05 loc_bar_3_bar_4_bar_2_bar_30)
        (pickupable Statue_bar__plus_00_dot_91_bar__plus_01_dot_31_bar__minus_01_dot_05)
        (objectType Box_bar__plus_01_dot_98_bar__plus_00_dot_37_bar__plus_00_dot_11 BoxType)
        (inReceptacle Box_bar__plus_01_dot_98_bar__plus_00_dot_37_bar__plus_00_dot_11 SideTable_bar__plus_02_dot_96_bar__plus_00_dot_00_bar__plus_01_dot_57)
        (objectAtLocation Box_bar__plus_01_dot_98_bar__plus_00_dot_37_bar__plus_00_dot_11 loc_bar_8_bar_5_bar_1_bar_30)
        (pickupable Box_bar__plus_01_dot_98_bar__plus_00_dot_37_bar__plus_00_dot_11)
        (isReceptacleObject Box_bar__plus_01_dot_98_bar__plus_00_dot_37_bar__plus_00_dot_11)
        (objectType Newspaper_bar__minus_01_dot_46_bar__plus_00_dot_52_bar__minus_01_dot_91 NewspaperType)
        (inReceptacle Newspaper_bar__minus_01_dot_46_bar__plus_00_dot_52_bar__minus_01_dot_91 Sofa_bar__plus_02_dot_87_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation Newspaper_bar__minus_01_dot_46_bar__plus_00_dot_52_bar__minus_01_dot_91 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable Newspaper_bar__minus_01_dot_46_bar__plus_00_dot_52_bar__minus_01_dot_91)
        (objectType Newspaper_bar__minus_00_dot_60_bar__plus_00_dot_68_bar__plus_01_dot_76 NewspaperType)
        (inReceptacle Newspaper_bar__minus_00_dot_60_bar__plus_00_dot_68_bar__plus_01_dot_76 SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75)
        (objectAtLocation Newspaper_bar__minus_00_dot_60_bar__plus_00_dot_68_bar__plus_01_dot_76 loc_bar_7_bar_4_bar_0_bar_30)
        (pickupable Newspaper_bar__minus_00_dot_60_bar__plus_00_dot_68_bar__plus_01_dot_76)
        (objectType Pillow_bar__plus_01_dot_57_bar__plus_00_dot_46_bar__plus_00_dot_80 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_57_bar__plus_00_dot_46_bar__plus_00_dot_80 Sofa_bar__plus_02_dot_87_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation Pillow_bar__plus_01_dot_57_bar__plus_00_dot_46_bar__plus_00_dot_80 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable Pillow_bar__plus_01_dot_57_bar__plus_00_dot_46_bar__plus_00_dot_80)
        (objectType RemoteControl_bar__plus_01_dot_67_bar__plus_00_dot_67_bar__minus_01_dot_81 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_67_bar__plus_00_dot_67_bar__minus_01_dot_81 SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60)
        (objectAtLocation RemoteControl_bar__plus_01_dot_67_bar__plus_00_dot_67_bar__minus_01_dot_81 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_67_bar__plus_00_dot_67_bar__minus_01_dot_81)
        (objectType RemoteControl_bar__minus_02_dot_03_bar__plus_00_dot_76_bar__plus_00_dot_11 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_02_dot_03_bar__plus_00_dot_76_bar__plus_00_dot_11 Sofa_bar__plus_02_dot_87_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation RemoteControl_bar__minus_02_dot_03_bar__plus_00_dot_76_bar__plus_00_dot_11 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable RemoteControl_bar__minus_02_dot_03_bar__plus_00_dot_76_bar__plus_00_dot_11)
        (objectType Watch_bar__minus_00_dot_76_bar__plus_00_dot_06_bar__minus_00_dot_41 WatchType)
        (inReceptacle Watch_bar__minus_00_dot_76_bar__plus_00_dot_06_bar__minus_00_dot_41 CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17)
        (objectAtLocation Watch_bar__minus_00_dot_76_bar__plus_00_dot_06_bar__minus_00_dot_41 loc_bar_3_bar_4_bar_2_bar_30)
        (pickupable Watch_bar__minus_00_dot_76_bar__plus_00_dot_06_bar__minus_00_dot_41)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o StatueType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
