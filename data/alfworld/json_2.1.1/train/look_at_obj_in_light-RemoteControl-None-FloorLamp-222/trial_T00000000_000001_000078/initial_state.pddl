(define (problem plan_trial_T00000000_000001_000078)
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
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        RemoteControlType - otype
        FloorLamp_bar__minus_01_dot_83_bar__plus_01_dot_30_bar__plus_02_dot_22 - object
        RemoteControl_bar__minus_00_dot_19_bar__plus_00_dot_23_bar__minus_02_dot_51 - object
        Box_bar__minus_02_dot_13_bar__plus_01_dot_43_bar__minus_02_dot_18 - object
        KeyChain_bar__plus_01_dot_55_bar__plus_01_dot_22_bar__minus_02_dot_99 - object
        KeyChain_bar__plus_00_dot_76_bar__plus_01_dot_20_bar__minus_00_dot_65 - object
        Laptop_bar__plus_00_dot_45_bar__plus_01_dot_04_bar__minus_02_dot_09 - object
        ArmChair_bar__plus_00_dot_22_bar__plus_00_dot_01_bar__minus_01_dot_73 - receptacle
        CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17 - receptacle
        Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17 - receptacle
        Drawer_bar__plus_00_dot_35_bar__plus_00_dot_05_bar__minus_00_dot_17 - receptacle
        Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70 - receptacle
        SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75 - receptacle
        SideTable_bar__plus_02_dot_96_bar__plus_00_dot_00_bar__plus_01_dot_57 - receptacle
        SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60 - receptacle
        Sofa_bar__plus_02_dot_87_bar_00_dot_00_bar__plus_00_dot_25 - receptacle
        Sofa_bar__minus_01_dot_07_bar_00_dot_00_bar__minus_00_dot_20 - receptacle
        TVStand_bar__plus_00_dot_84_bar_00_dot_00_bar__plus_01_dot_58 - receptacle
        loc_bar_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar_3_bar_2_bar_0_bar_30 - location
        loc_bar_3_bar_4_bar_2_bar_30 - location
        loc_bar_6_bar_2_bar_0_bar_30 - location
        loc_bar_6_bar__minus_3_bar_3_bar_30 - location
        loc_bar_7_bar_1_bar_1_bar_30 - location
        loc_bar_7_bar_4_bar_0_bar_30 - location
        loc_bar_8_bar_5_bar_1_bar_30 - location
        loc_bar__minus_1_bar_0_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_2_bar_4_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (receptacleType ArmChair_bar__plus_00_dot_22_bar__plus_00_dot_01_bar__minus_01_dot_73 ArmChairType)
        (receptacleAtLocation ArmChair_bar__plus_00_dot_22_bar__plus_00_dot_01_bar__minus_01_dot_73 loc_bar_1_bar__minus_4_bar_2_bar_30)
        (receptacleType CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17 loc_bar_3_bar_4_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17)
        (receptacleType Drawer_bar__plus_00_dot_35_bar__plus_00_dot_05_bar__minus_00_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_35_bar__plus_00_dot_05_bar__minus_00_dot_17 loc_bar_6_bar__minus_3_bar_3_bar_30)
        (openable Drawer_bar__plus_00_dot_35_bar__plus_00_dot_05_bar__minus_00_dot_17)
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
        (receptacleType Sofa_bar__minus_01_dot_07_bar_00_dot_00_bar__minus_00_dot_20 SofaType)
        (receptacleAtLocation Sofa_bar__minus_01_dot_07_bar_00_dot_00_bar__minus_00_dot_20 loc_bar__minus_1_bar_0_bar_3_bar_30)
        (receptacleType TVStand_bar__plus_00_dot_84_bar_00_dot_00_bar__plus_01_dot_58 TVStandType)
        (receptacleAtLocation TVStand_bar__plus_00_dot_84_bar_00_dot_00_bar__plus_01_dot_58 loc_bar_3_bar_2_bar_0_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType RemoteControlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType RemoteControlType)
        (objectType FloorLamp_bar__minus_01_dot_83_bar__plus_01_dot_30_bar__plus_02_dot_22 FloorLampType)
        (inReceptacle FloorLamp_bar__minus_01_dot_83_bar__plus_01_dot_30_bar__plus_02_dot_22 SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60)
        (objectAtLocation FloorLamp_bar__minus_01_dot_83_bar__plus_01_dot_30_bar__plus_02_dot_22 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (toggleable FloorLamp_bar__minus_01_dot_83_bar__plus_01_dot_30_bar__plus_02_dot_22)
        (objectType RemoteControl_bar__minus_00_dot_19_bar__plus_00_dot_23_bar__minus_02_dot_51 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_00_dot_19_bar__plus_00_dot_23_bar__minus_02_dot_51 SideTable_bar__plus_02_dot_96_bar__plus_00_dot_00_bar__plus_01_dot_57)
        (objectAtLocation RemoteControl_bar__minus_00_dot_19_bar__plus_00_dot_23_bar__minus_02_dot_51 loc_bar_8_bar_5_bar_1_bar_30)
        (pickupable RemoteControl_bar__minus_00_dot_19_bar__plus_00_dot_23_bar__minus_02_dot_51)
        (objectType Box_bar__minus_02_dot_13_bar__plus_01_dot_43_bar__minus_02_dot_18 BoxType)
        (inReceptacle Box_bar__minus_02_dot_13_bar__plus_01_dot_43_bar__minus_02_dot_18 CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17)
        (objectAtLocation Box_bar__minus_02_dot_13_bar__plus_01_dot_43_bar__minus_02_dot_18 loc_bar_3_bar_4_bar_2_bar_30)
        (pickupable Box_bar__minus_02_dot_13_bar__plus_01_dot_43_bar__minus_02_dot_18)
        (isReceptacleObject Box_bar__minus_02_dot_13_bar__plus_01_dot_43_bar__minus_02_dot_18)
        (objectType KeyChain_bar__plus_01_dot_55_bar__plus_01_dot_22_bar__minus_02_dot_99 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_55_bar__plus_01_dot_22_bar__minus_02_dot_99 Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70)
        (objectAtLocation KeyChain_bar__plus_01_dot_55_bar__plus_01_dot_22_bar__minus_02_dot_99 loc_bar_6_bar_2_bar_0_bar_30)
        (pickupable KeyChain_bar__plus_01_dot_55_bar__plus_01_dot_22_bar__minus_02_dot_99)
        (objectType KeyChain_bar__plus_00_dot_76_bar__plus_01_dot_20_bar__minus_00_dot_65 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_76_bar__plus_01_dot_20_bar__minus_00_dot_65 SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60)
        (objectAtLocation KeyChain_bar__plus_00_dot_76_bar__plus_01_dot_20_bar__minus_00_dot_65 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_76_bar__plus_01_dot_20_bar__minus_00_dot_65)
        (objectType Laptop_bar__plus_00_dot_45_bar__plus_01_dot_04_bar__minus_02_dot_09 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_45_bar__plus_01_dot_04_bar__minus_02_dot_09 SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60)
        (objectAtLocation Laptop_bar__plus_00_dot_45_bar__plus_01_dot_04_bar__minus_02_dot_09 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable Laptop_bar__plus_00_dot_45_bar__plus_01_dot_04_bar__minus_02_dot_09)
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
                         (objectType ?o RemoteControlType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
