(define (problem plan_trial_T00000000_000001_000223)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KeyChainType - otype
        KnifeType - otype
        WateringCanType - otype
        WateringCan_bar__minus_01_dot_63_bar__plus_01_dot_12_bar__minus_00_dot_49 - object
        WateringCan_bar__plus_00_dot_65_bar__plus_00_dot_96_bar__plus_01_dot_48 - object
        Box_bar__minus_02_dot_79_bar__plus_00_dot_29_bar__plus_02_dot_30 - object
        Box_bar__minus_01_dot_23_bar__plus_00_dot_44_bar__minus_01_dot_40 - object
        CreditCard_bar__plus_00_dot_14_bar__plus_00_dot_53_bar__minus_01_dot_97 - object
        KeyChain_bar__plus_02_dot_87_bar__plus_01_dot_47_bar__plus_00_dot_03 - object
        ArmChair_bar__minus_02_dot_86_bar__plus_00_dot_02_bar__minus_02_dot_04 - receptacle
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__minus_00_dot_57 - receptacle
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 - receptacle
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_57 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_00_dot_99 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 - receptacle
        SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24 - receptacle
        Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39 - receptacle
        loc_bar_10_bar_2_bar_2_bar_30 - location
        loc_bar_10_bar_5_bar_2_bar_30 - location
        loc_bar_11_bar_9_bar_0_bar_30 - location
        loc_bar_9_bar_2_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_4_bar_5_bar_1_bar_30 - location
        loc_bar__minus_4_bar_8_bar_1_bar_30 - location
        loc_bar__minus_5_bar_2_bar_1_bar_30 - location
        loc_bar__minus_5_bar_8_bar_1_bar_30 - location
        loc_bar__minus_7_bar_6_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_3_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_11_bar_9_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_02_dot_86_bar__plus_00_dot_02_bar__minus_02_dot_04 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_86_bar__plus_00_dot_02_bar__minus_02_dot_04 loc_bar__minus_9_bar__minus_3_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__minus_00_dot_57 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__minus_00_dot_57 loc_bar_9_bar_2_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__minus_00_dot_57)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 loc_bar_10_bar_5_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_57 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_57 loc_bar_10_bar_2_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__minus_00_dot_57)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47 loc_bar__minus_5_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_47)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_00_dot_99 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_00_dot_99 loc_bar__minus_4_bar_5_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_00_dot_99)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 loc_bar__minus_4_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42)
        (receptacleType SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType WateringCanType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType WateringCanType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (objectType WateringCan_bar__minus_01_dot_63_bar__plus_01_dot_12_bar__minus_00_dot_49 WateringCanType)
        (inReceptacle WateringCan_bar__minus_01_dot_63_bar__plus_01_dot_12_bar__minus_00_dot_49 SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24)
        (objectAtLocation WateringCan_bar__minus_01_dot_63_bar__plus_01_dot_12_bar__minus_00_dot_49 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (pickupable WateringCan_bar__minus_01_dot_63_bar__plus_01_dot_12_bar__minus_00_dot_49)
        (objectType WateringCan_bar__plus_00_dot_65_bar__plus_00_dot_96_bar__plus_01_dot_48 WateringCanType)
        (inReceptacle WateringCan_bar__plus_00_dot_65_bar__plus_00_dot_96_bar__plus_01_dot_48 SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24)
        (objectAtLocation WateringCan_bar__plus_00_dot_65_bar__plus_00_dot_96_bar__plus_01_dot_48 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (pickupable WateringCan_bar__plus_00_dot_65_bar__plus_00_dot_96_bar__plus_01_dot_48)
        (objectType Box_bar__minus_02_dot_79_bar__plus_00_dot_29_bar__plus_02_dot_30 BoxType)
        (inReceptacle Box_bar__minus_02_dot_79_bar__plus_00_dot_29_bar__plus_02_dot_30 Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39)
        (objectAtLocation Box_bar__minus_02_dot_79_bar__plus_00_dot_29_bar__plus_02_dot_30 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (pickupable Box_bar__minus_02_dot_79_bar__plus_00_dot_29_bar__plus_02_dot_30)
        (isReceptacleObject Box_bar__minus_02_dot_79_bar__plus_00_dot_29_bar__plus_02_dot_30)
        (objectType Box_bar__minus_01_dot_23_bar__plus_00_dot_44_bar__minus_01_dot_40 BoxType)
        (inReceptacle Box_bar__minus_01_dot_23_bar__plus_00_dot_44_bar__minus_01_dot_40 Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39)
        (objectAtLocation Box_bar__minus_01_dot_23_bar__plus_00_dot_44_bar__minus_01_dot_40 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (pickupable Box_bar__minus_01_dot_23_bar__plus_00_dot_44_bar__minus_01_dot_40)
        (isReceptacleObject Box_bar__minus_01_dot_23_bar__plus_00_dot_44_bar__minus_01_dot_40)
        (objectType CreditCard_bar__plus_00_dot_14_bar__plus_00_dot_53_bar__minus_01_dot_97 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_14_bar__plus_00_dot_53_bar__minus_01_dot_97 Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__minus_00_dot_57)
        (objectAtLocation CreditCard_bar__plus_00_dot_14_bar__plus_00_dot_53_bar__minus_01_dot_97 loc_bar_9_bar_2_bar_2_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_14_bar__plus_00_dot_53_bar__minus_01_dot_97)
        (objectType KeyChain_bar__plus_02_dot_87_bar__plus_01_dot_47_bar__plus_00_dot_03 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_87_bar__plus_01_dot_47_bar__plus_00_dot_03 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_00_dot_99)
        (objectAtLocation KeyChain_bar__plus_02_dot_87_bar__plus_01_dot_47_bar__plus_00_dot_03 loc_bar__minus_4_bar_5_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_87_bar__plus_01_dot_47_bar__plus_00_dot_03)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 WateringCanType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 WateringCanType)
                                            (receptacleType ?r DrawerType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
