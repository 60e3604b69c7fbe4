(define (problem plan_trial_T00000000_000001_000054)
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
        BoxType - otype
        ButterKnifeType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WatchType - otype
        FloorLamp_bar__minus_01_dot_33_bar__plus_00_dot_45_bar__minus_00_dot_24 - object
        Newspaper_bar__plus_01_dot_29_bar__plus_01_dot_41_bar__minus_00_dot_07 - object
        Newspaper_bar__minus_02_dot_86_bar__plus_00_dot_40_bar__minus_02_dot_03 - object
        Newspaper_bar__plus_01_dot_69_bar__plus_00_dot_09_bar__minus_01_dot_15 - object
        Box_bar__plus_01_dot_59_bar__plus_00_dot_47_bar__plus_00_dot_13 - object
        KeyChain_bar__minus_01_dot_37_bar__plus_01_dot_20_bar__plus_02_dot_31 - object
        KeyChain_bar__plus_02_dot_10_bar__plus_00_dot_05_bar__plus_02_dot_10 - object
        Laptop_bar__plus_00_dot_29_bar__plus_00_dot_47_bar__plus_00_dot_95 - object
        Laptop_bar__plus_00_dot_81_bar__plus_00_dot_54_bar__minus_02_dot_87 - object
        Pillow_bar__minus_02_dot_38_bar__plus_01_dot_43_bar__plus_01_dot_48 - object
        Pillow_bar__plus_01_dot_47_bar__plus_00_dot_01_bar__plus_00_dot_77 - object
        RemoteControl_bar__minus_00_dot_93_bar__plus_01_dot_47_bar__plus_01_dot_47 - object
        RemoteControl_bar__plus_00_dot_88_bar__plus_00_dot_99_bar__minus_02_dot_13 - object
        Statue_bar__minus_01_dot_36_bar__plus_00_dot_63_bar__minus_02_dot_30 - object
        Watch_bar__plus_02_dot_08_bar__plus_00_dot_32_bar__plus_02_dot_01 - object
        Watch_bar__plus_02_dot_92_bar__plus_01_dot_29_bar__minus_02_dot_72 - object
        ArmChair_bar__plus_01_dot_51_bar__plus_00_dot_00_bar__minus_00_dot_59 - receptacle
        CoffeeTable_bar__minus_00_dot_71_bar__plus_00_dot_01_bar__minus_00_dot_37 - receptacle
        Drawer_bar__plus_01_dot_77_bar__plus_00_dot_77_bar__plus_00_dot_33 - receptacle
        Drawer_bar__minus_00_dot_71_bar__plus_00_dot_07_bar__minus_00_dot_17 - receptacle
        Drawer_bar__minus_00_dot_71_bar__plus_00_dot_07_bar__minus_00_dot_56 - receptacle
        Drawer_bar__minus_00_dot_71_bar__plus_00_dot_39_bar__minus_00_dot_56 - receptacle
        SideTable_bar__plus_01_dot_81_bar__plus_00_dot_00_bar__plus_00_dot_33 - receptacle
        Sofa_bar__minus_00_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_89 - receptacle
        loc_bar_1_bar_2_bar_3_bar_30 - location
        loc_bar_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar_2_bar__minus_5_bar_3_bar_30 - location
        loc_bar_3_bar__minus_6_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_1_bar_30 - location
        loc_bar_5_bar_1_bar_1_bar_30 - location
        loc_bar_9_bar_7_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_3_bar__minus_5_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_9_bar_7_bar_3_bar_30)
        (receptacleType ArmChair_bar__plus_01_dot_51_bar__plus_00_dot_00_bar__minus_00_dot_59 ArmChairType)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_51_bar__plus_00_dot_00_bar__minus_00_dot_59 loc_bar_2_bar__minus_2_bar_1_bar_30)
        (receptacleType CoffeeTable_bar__minus_00_dot_71_bar__plus_00_dot_01_bar__minus_00_dot_37 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_71_bar__plus_00_dot_01_bar__minus_00_dot_37 loc_bar__minus_3_bar__minus_5_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_77_bar__plus_00_dot_77_bar__plus_00_dot_33 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_77_bar__plus_00_dot_77_bar__plus_00_dot_33 loc_bar_4_bar_1_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_77_bar__plus_00_dot_77_bar__plus_00_dot_33)
        (receptacleType Drawer_bar__minus_00_dot_71_bar__plus_00_dot_07_bar__minus_00_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_71_bar__plus_00_dot_07_bar__minus_00_dot_17 loc_bar_1_bar_2_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_71_bar__plus_00_dot_07_bar__minus_00_dot_17)
        (receptacleType Drawer_bar__minus_00_dot_71_bar__plus_00_dot_07_bar__minus_00_dot_56 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_71_bar__plus_00_dot_07_bar__minus_00_dot_56 loc_bar_3_bar__minus_6_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_71_bar__plus_00_dot_07_bar__minus_00_dot_56)
        (receptacleType Drawer_bar__minus_00_dot_71_bar__plus_00_dot_39_bar__minus_00_dot_56 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_71_bar__plus_00_dot_39_bar__minus_00_dot_56 loc_bar_2_bar__minus_5_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_71_bar__plus_00_dot_39_bar__minus_00_dot_56)
        (receptacleType SideTable_bar__plus_01_dot_81_bar__plus_00_dot_00_bar__plus_00_dot_33 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_81_bar__plus_00_dot_00_bar__plus_00_dot_33 loc_bar_5_bar_1_bar_1_bar_30)
        (receptacleType Sofa_bar__minus_00_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_89 SofaType)
        (receptacleAtLocation Sofa_bar__minus_00_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_89 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WatchType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType FloorLamp_bar__minus_01_dot_33_bar__plus_00_dot_45_bar__minus_00_dot_24 FloorLampType)
        (inReceptacle FloorLamp_bar__minus_01_dot_33_bar__plus_00_dot_45_bar__minus_00_dot_24 SideTable_bar__plus_01_dot_81_bar__plus_00_dot_00_bar__plus_00_dot_33)
        (objectAtLocation FloorLamp_bar__minus_01_dot_33_bar__plus_00_dot_45_bar__minus_00_dot_24 loc_bar_5_bar_1_bar_1_bar_30)
        (toggleable FloorLamp_bar__minus_01_dot_33_bar__plus_00_dot_45_bar__minus_00_dot_24)
        (objectType Newspaper_bar__plus_01_dot_29_bar__plus_01_dot_41_bar__minus_00_dot_07 NewspaperType)
        (inReceptacle Newspaper_bar__plus_01_dot_29_bar__plus_01_dot_41_bar__minus_00_dot_07 Drawer_bar__minus_00_dot_71_bar__plus_00_dot_07_bar__minus_00_dot_17)
        (objectAtLocation Newspaper_bar__plus_01_dot_29_bar__plus_01_dot_41_bar__minus_00_dot_07 loc_bar_1_bar_2_bar_3_bar_30)
        (pickupable Newspaper_bar__plus_01_dot_29_bar__plus_01_dot_41_bar__minus_00_dot_07)
        (objectType Newspaper_bar__minus_02_dot_86_bar__plus_00_dot_40_bar__minus_02_dot_03 NewspaperType)
        (inReceptacle Newspaper_bar__minus_02_dot_86_bar__plus_00_dot_40_bar__minus_02_dot_03 CoffeeTable_bar__minus_00_dot_71_bar__plus_00_dot_01_bar__minus_00_dot_37)
        (objectAtLocation Newspaper_bar__minus_02_dot_86_bar__plus_00_dot_40_bar__minus_02_dot_03 loc_bar__minus_3_bar__minus_5_bar_0_bar_30)
        (pickupable Newspaper_bar__minus_02_dot_86_bar__plus_00_dot_40_bar__minus_02_dot_03)
        (objectType Newspaper_bar__plus_01_dot_69_bar__plus_00_dot_09_bar__minus_01_dot_15 NewspaperType)
        (inReceptacle Newspaper_bar__plus_01_dot_69_bar__plus_00_dot_09_bar__minus_01_dot_15 Sofa_bar__minus_00_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_89)
        (objectAtLocation Newspaper_bar__plus_01_dot_69_bar__plus_00_dot_09_bar__minus_01_dot_15 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (pickupable Newspaper_bar__plus_01_dot_69_bar__plus_00_dot_09_bar__minus_01_dot_15)
        (objectType Box_bar__plus_01_dot_59_bar__plus_00_dot_47_bar__plus_00_dot_13 BoxType)
        (inReceptacle Box_bar__plus_01_dot_59_bar__plus_00_dot_47_bar__plus_00_dot_13 ArmChair_bar__plus_01_dot_51_bar__plus_00_dot_00_bar__minus_00_dot_59)
        (objectAtLocation Box_bar__plus_01_dot_59_bar__plus_00_dot_47_bar__plus_00_dot_13 loc_bar_2_bar__minus_2_bar_1_bar_30)
        (pickupable Box_bar__plus_01_dot_59_bar__plus_00_dot_47_bar__plus_00_dot_13)
        (isReceptacleObject Box_bar__plus_01_dot_59_bar__plus_00_dot_47_bar__plus_00_dot_13)
        (objectType KeyChain_bar__minus_01_dot_37_bar__plus_01_dot_20_bar__plus_02_dot_31 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_37_bar__plus_01_dot_20_bar__plus_02_dot_31 SideTable_bar__plus_01_dot_81_bar__plus_00_dot_00_bar__plus_00_dot_33)
        (objectAtLocation KeyChain_bar__minus_01_dot_37_bar__plus_01_dot_20_bar__plus_02_dot_31 loc_bar_5_bar_1_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_37_bar__plus_01_dot_20_bar__plus_02_dot_31)
        (objectType KeyChain_bar__plus_02_dot_10_bar__plus_00_dot_05_bar__plus_02_dot_10 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_10_bar__plus_00_dot_05_bar__plus_02_dot_10 CoffeeTable_bar__minus_00_dot_71_bar__plus_00_dot_01_bar__minus_00_dot_37)
        (objectAtLocation KeyChain_bar__plus_02_dot_10_bar__plus_00_dot_05_bar__plus_02_dot_10 loc_bar__minus_3_bar__minus_5_bar_0_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_10_bar__plus_00_dot_05_bar__plus_02_dot_10)
        (objectType Laptop_bar__plus_00_dot_29_bar__plus_00_dot_47_bar__plus_00_dot_95 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_29_bar__plus_00_dot_47_bar__plus_00_dot_95 Sofa_bar__minus_00_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_89)
        (objectAtLocation Laptop_bar__plus_00_dot_29_bar__plus_00_dot_47_bar__plus_00_dot_95 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (pickupable Laptop_bar__plus_00_dot_29_bar__plus_00_dot_47_bar__plus_00_dot_95)
        (objectType Laptop_bar__plus_00_dot_81_bar__plus_00_dot_54_bar__minus_02_dot_87 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_81_bar__plus_00_dot_54_bar__minus_02_dot_87 CoffeeTable_bar__minus_00_dot_71_bar__plus_00_dot_01_bar__minus_00_dot_37)
        (objectAtLocation Laptop_bar__plus_00_dot_81_bar__plus_00_dot_54_bar__minus_02_dot_87 loc_bar__minus_3_bar__minus_5_bar_0_bar_30)
        (pickupable Laptop_bar__plus_00_dot_81_bar__plus_00_dot_54_bar__minus_02_dot_87)
        (objectType Pillow_bar__minus_02_dot_38_bar__plus_01_dot_43_bar__plus_01_dot_48 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_38_bar__plus_01_dot_43_bar__plus_01_dot_48 ArmChair_bar__plus_01_dot_51_bar__plus_00_dot_00_bar__minus_00_dot_59)
        (objectAtLocation Pillow_bar__minus_02_dot_38_bar__plus_01_dot_43_bar__plus_01_dot_48 loc_bar_2_bar__minus_2_bar_1_bar_30)
        (pickupable Pillow_bar__minus_02_dot_38_bar__plus_01_dot_43_bar__plus_01_dot_48)
        (objectType Pillow_bar__plus_01_dot_47_bar__plus_00_dot_01_bar__plus_00_dot_77 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_47_bar__plus_00_dot_01_bar__plus_00_dot_77 ArmChair_bar__plus_01_dot_51_bar__plus_00_dot_00_bar__minus_00_dot_59)
        (objectAtLocation Pillow_bar__plus_01_dot_47_bar__plus_00_dot_01_bar__plus_00_dot_77 loc_bar_2_bar__minus_2_bar_1_bar_30)
        (pickupable Pillow_bar__plus_01_dot_47_bar__plus_00_dot_01_bar__plus_00_dot_77)
        (objectType RemoteControl_bar__minus_00_dot_93_bar__plus_01_dot_47_bar__plus_01_dot_47 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_00_dot_93_bar__plus_01_dot_47_bar__plus_01_dot_47 SideTable_bar__plus_01_dot_81_bar__plus_00_dot_00_bar__plus_00_dot_33)
        (objectAtLocation RemoteControl_bar__minus_00_dot_93_bar__plus_01_dot_47_bar__plus_01_dot_47 loc_bar_5_bar_1_bar_1_bar_30)
        (pickupable RemoteControl_bar__minus_00_dot_93_bar__plus_01_dot_47_bar__plus_01_dot_47)
        (objectType RemoteControl_bar__plus_00_dot_88_bar__plus_00_dot_99_bar__minus_02_dot_13 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_00_dot_88_bar__plus_00_dot_99_bar__minus_02_dot_13 Drawer_bar__minus_00_dot_71_bar__plus_00_dot_07_bar__minus_00_dot_56)
        (objectAtLocation RemoteControl_bar__plus_00_dot_88_bar__plus_00_dot_99_bar__minus_02_dot_13 loc_bar_3_bar__minus_6_bar_3_bar_30)
        (pickupable RemoteControl_bar__plus_00_dot_88_bar__plus_00_dot_99_bar__minus_02_dot_13)
        (objectType Statue_bar__minus_01_dot_36_bar__plus_00_dot_63_bar__minus_02_dot_30 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_36_bar__plus_00_dot_63_bar__minus_02_dot_30 CoffeeTable_bar__minus_00_dot_71_bar__plus_00_dot_01_bar__minus_00_dot_37)
        (objectAtLocation Statue_bar__minus_01_dot_36_bar__plus_00_dot_63_bar__minus_02_dot_30 loc_bar__minus_3_bar__minus_5_bar_0_bar_30)
        (pickupable Statue_bar__minus_01_dot_36_bar__plus_00_dot_63_bar__minus_02_dot_30)
        (objectType Watch_bar__plus_02_dot_08_bar__plus_00_dot_32_bar__plus_02_dot_01 WatchType)
        (inReceptacle Watch_bar__plus_02_dot_08_bar__plus_00_dot_32_bar__plus_02_dot_01 Drawer_bar__minus_00_dot_71_bar__plus_00_dot_39_bar__minus_00_dot_56)
        (objectAtLocation Watch_bar__plus_02_dot_08_bar__plus_00_dot_32_bar__plus_02_dot_01 loc_bar_2_bar__minus_5_bar_3_bar_30)
        (pickupable Watch_bar__plus_02_dot_08_bar__plus_00_dot_32_bar__plus_02_dot_01)
        (objectType Watch_bar__plus_02_dot_92_bar__plus_01_dot_29_bar__minus_02_dot_72 WatchType)
        (inReceptacle Watch_bar__plus_02_dot_92_bar__plus_01_dot_29_bar__minus_02_dot_72 Drawer_bar__minus_00_dot_71_bar__plus_00_dot_39_bar__minus_00_dot_56)
        (objectAtLocation Watch_bar__plus_02_dot_92_bar__plus_01_dot_29_bar__minus_02_dot_72 loc_bar_2_bar__minus_5_bar_3_bar_30)
        (pickupable Watch_bar__plus_02_dot_92_bar__plus_01_dot_29_bar__minus_02_dot_72)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot FloorLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o NewspaperType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
