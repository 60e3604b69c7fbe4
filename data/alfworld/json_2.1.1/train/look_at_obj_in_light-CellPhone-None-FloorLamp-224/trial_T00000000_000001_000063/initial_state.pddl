(define (problem plan_trial_T00000000_000001_000063)
(:domain alfred)
(:objects
        agent1 - agent
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        CreditCardType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        FloorLamp_bar__plus_02_dot_49_bar__plus_00_dot_02_bar__minus_01_dot_66 - object
        CellPhone_bar__minus_02_dot_27_bar__plus_01_dot_09_bar__plus_00_dot_20 - object
        Box_bar__minus_01_dot_43_bar__plus_00_dot_85_bar__minus_02_dot_95 - object
        Box_bar__plus_02_dot_57_bar__plus_00_dot_11_bar__plus_01_dot_73 - object
        CreditCard_bar__plus_00_dot_45_bar__plus_01_dot_41_bar__minus_00_dot_82 - object
        CreditCard_bar__plus_00_dot_45_bar__plus_01_dot_01_bar__plus_00_dot_16 - object
        KeyChain_bar__minus_02_dot_78_bar__plus_00_dot_79_bar__plus_00_dot_84 - object
        Laptop_bar__minus_02_dot_09_bar__plus_00_dot_04_bar__minus_00_dot_54 - object
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37 - receptacle
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_47 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_94 - receptacle
        Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 - receptacle
        SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_01_dot_40 - receptacle
        SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__minus_00_dot_57 - receptacle
        SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24 - receptacle
        loc_bar_10_bar_5_bar_2_bar_30 - location
        loc_bar_10_bar__minus_7_bar_0_bar_30 - location
        loc_bar_11_bar_2_bar_0_bar_30 - location
        loc_bar_9_bar_6_bar_2_bar_30 - location
        loc_bar_9_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_3_bar_8_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_4_bar_7_bar_1_bar_30 - location
        loc_bar__minus_4_bar_9_bar_1_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_5_bar_6_bar_1_bar_30 - location
        loc_bar__minus_5_bar_8_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_9_bar__minus_6_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37 loc_bar_9_bar_6_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 loc_bar_10_bar_5_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 loc_bar__minus_5_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94 loc_bar__minus_5_bar_6_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_47 loc_bar__minus_4_bar_7_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_47)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_94 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_94 loc_bar__minus_4_bar_9_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_01_dot_94)
        (receptacleType Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 DresserType)
        (receptacleAtLocation Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (receptacleType SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_01_dot_40 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_01_dot_40 loc_bar_11_bar_2_bar_0_bar_30)
        (receptacleType SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__minus_00_dot_57 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__minus_00_dot_57 loc_bar_10_bar__minus_7_bar_0_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType FloorLamp_bar__plus_02_dot_49_bar__plus_00_dot_02_bar__minus_01_dot_66 FloorLampType)
        (inReceptacle FloorLamp_bar__plus_02_dot_49_bar__plus_00_dot_02_bar__minus_01_dot_66 SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24)
        (objectAtLocation FloorLamp_bar__plus_02_dot_49_bar__plus_00_dot_02_bar__minus_01_dot_66 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (toggleable FloorLamp_bar__plus_02_dot_49_bar__plus_00_dot_02_bar__minus_01_dot_66)
        (objectType CellPhone_bar__minus_02_dot_27_bar__plus_01_dot_09_bar__plus_00_dot_20 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_02_dot_27_bar__plus_01_dot_09_bar__plus_00_dot_20 SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__minus_00_dot_57)
        (objectAtLocation CellPhone_bar__minus_02_dot_27_bar__plus_01_dot_09_bar__plus_00_dot_20 loc_bar_10_bar__minus_7_bar_0_bar_30)
        (pickupable CellPhone_bar__minus_02_dot_27_bar__plus_01_dot_09_bar__plus_00_dot_20)
        (objectType Box_bar__minus_01_dot_43_bar__plus_00_dot_85_bar__minus_02_dot_95 BoxType)
        (inReceptacle Box_bar__minus_01_dot_43_bar__plus_00_dot_85_bar__minus_02_dot_95 Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72)
        (objectAtLocation Box_bar__minus_01_dot_43_bar__plus_00_dot_85_bar__minus_02_dot_95 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable Box_bar__minus_01_dot_43_bar__plus_00_dot_85_bar__minus_02_dot_95)
        (isReceptacleObject Box_bar__minus_01_dot_43_bar__plus_00_dot_85_bar__minus_02_dot_95)
        (objectType Box_bar__plus_02_dot_57_bar__plus_00_dot_11_bar__plus_01_dot_73 BoxType)
        (inReceptacle Box_bar__plus_02_dot_57_bar__plus_00_dot_11_bar__plus_01_dot_73 SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__minus_00_dot_57)
        (objectAtLocation Box_bar__plus_02_dot_57_bar__plus_00_dot_11_bar__plus_01_dot_73 loc_bar_10_bar__minus_7_bar_0_bar_30)
        (pickupable Box_bar__plus_02_dot_57_bar__plus_00_dot_11_bar__plus_01_dot_73)
        (isReceptacleObject Box_bar__plus_02_dot_57_bar__plus_00_dot_11_bar__plus_01_dot_73)
        (objectType CreditCard_bar__plus_00_dot_45_bar__plus_01_dot_41_bar__minus_00_dot_82 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_45_bar__plus_01_dot_41_bar__minus_00_dot_82 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47)
        (objectAtLocation CreditCard_bar__plus_00_dot_45_bar__plus_01_dot_41_bar__minus_00_dot_82 loc_bar__minus_5_bar_8_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_45_bar__plus_01_dot_41_bar__minus_00_dot_82)
        (objectType CreditCard_bar__plus_00_dot_45_bar__plus_01_dot_01_bar__plus_00_dot_16 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_45_bar__plus_01_dot_01_bar__plus_00_dot_16 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47)
        (objectAtLocation CreditCard_bar__plus_00_dot_45_bar__plus_01_dot_01_bar__plus_00_dot_16 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_45_bar__plus_01_dot_01_bar__plus_00_dot_16)
        (objectType KeyChain_bar__minus_02_dot_78_bar__plus_00_dot_79_bar__plus_00_dot_84 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_78_bar__plus_00_dot_79_bar__plus_00_dot_84 Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37)
        (objectAtLocation KeyChain_bar__minus_02_dot_78_bar__plus_00_dot_79_bar__plus_00_dot_84 loc_bar_10_bar_5_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_78_bar__plus_00_dot_79_bar__plus_00_dot_84)
        (objectType Laptop_bar__minus_02_dot_09_bar__plus_00_dot_04_bar__minus_00_dot_54 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_09_bar__plus_00_dot_04_bar__minus_00_dot_54 SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24)
        (objectAtLocation Laptop_bar__minus_02_dot_09_bar__plus_00_dot_04_bar__minus_00_dot_54 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (pickupable Laptop_bar__minus_02_dot_09_bar__plus_00_dot_04_bar__minus_00_dot_54)
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
                         (objectType ?o CellPhoneType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
